import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { DASHBOARD_FORM_PARAM, TAILOR_MACHINE_KIND, type AdminSubmissionKind } from 'shared-contracts';
import { NewToday } from './NewToday';
import { SubmissionBrowser } from './SubmissionBrowser';
import { useAddressParams } from '../../hooks/useAddressParams';
import { useNewToday } from '../../hooks/useNewToday';
import { withSearchCarriedOver } from '../../hooks/useListPlace';
import { useSettledChoice } from '../../hooks/useSettledChoice';
import { ADMIN_KINDS, SUBMISSION_KIND_LABELS } from './submissions';

const kindFrom = (value: string | null): AdminSubmissionKind => ADMIN_KINDS.find((kind) => kind === value) ?? TAILOR_MACHINE_KIND;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  max-width: 22rem;
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.colors.border};
    background: #fff;
  }
`;

/** Spec §2: 'Admin Dashboard - Form Data', extended to every kind of form the site collects. */
export default function AdminDashboard() {
  const { i18n } = useLingui();
  const newToday = useNewToday();
  // In the address, so Back, a reload and the staff's digest mail come back to it.
  const [params, setParams] = useAddressParams();
  const kind = kindFrom(params.get(DASHBOARD_FORM_PARAM));
  const selectId = useId();
  // Each form chosen is a step of the history, as a search and a page are: Back returns to the last
  // one. The search stays: staff looking for one person look in each form in turn.
  const choice = useSettledChoice(kind, (chosen) => setParams((current) => withSearchCarriedOver(current, { [DASHBOARD_FORM_PARAM]: chosen })));

  return (
    <>
      <h1>
        <Trans>Admin Dashboard - Form Data</Trans>
      </h1>
      <Picker>
        <label htmlFor={selectId}>
          <Trans>Form</Trans>
        </label>
        <select id={selectId} {...choice}>
          {ADMIN_KINDS.map((option) => (
            <option key={option} value={option}>
              {i18n._(SUBMISSION_KIND_LABELS[option])}
            </option>
          ))}
        </select>
      </Picker>
      <SubmissionBrowser key={kind} kind={kind} lead={{ ready: newToday.settled, content: <NewToday counts={newToday.counts} />, onEntryGone: newToday.recount }} />
    </>
  );
}
