import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { SUBMISSION_KINDS, SUBMISSION_LABELS, TAILOR_MACHINE_KIND, type AdminSubmissionKind } from 'shared-contracts';
import { SubmissionBrowser } from './SubmissionBrowser';

/** The spec's own view first (tailor-machine requests), then every public form. */
const KINDS: readonly AdminSubmissionKind[] = [TAILOR_MACHINE_KIND, ...SUBMISSION_KINDS];

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
  const [kind, setKind] = useState<AdminSubmissionKind>(TAILOR_MACHINE_KIND);
  const selectId = useId();

  return (
    <>
      <h1>Admin Dashboard - Form Data</h1>
      <Picker>
        <label htmlFor={selectId}>Form</label>
        <select id={selectId} value={kind} onChange={(event) => setKind(event.target.value as AdminSubmissionKind)}>
          {KINDS.map((option) => (
            <option key={option} value={option}>
              {SUBMISSION_LABELS[option]}
            </option>
          ))}
        </select>
      </Picker>
      <SubmissionBrowser key={kind} kind={kind} />
    </>
  );
}
