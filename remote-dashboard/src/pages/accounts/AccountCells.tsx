import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { DASHBOARD_ROLES, REFUSAL_MESSAGES, type Account, type AccountSummary, type DashboardRole } from 'shared-contracts';
import { usePageLocale } from 'shared-ui/i18n';
import { formatDateTime } from '../../data/format';
import { roleLabel } from './role-label';
import { PhoneLinks } from '../../components/PhoneLinks';
import { Cell } from '../../components/DataTable';
import { DeleteButton } from '../../components/DeleteButton';

/** What only admins read of an account: mobile number, verification and when it joined. */
export function AccountDetailCells({ account, headings }: { account: Account; headings: { mobile: string; verified: string; joined: string } }) {
  const { locale } = usePageLocale();
  return (
    <>
      <Cell data-label={headings.mobile}>
        <PhoneLinks number={account.mobile} />
      </Cell>
      <Cell data-label={headings.verified}>{account.verified ? <Trans>Yes</Trans> : <Trans>No</Trans>}</Cell>
      <Cell data-label={headings.joined}>
        <time dateTime={account.createdAt}>{formatDateTime(account.createdAt, locale)}</time>
      </Cell>
    </>
  );
}

/** In the page's font, as every other control (the browser's own is too small and may lack Devanagari), and a finger's height. */
const Select = styled.select`
  font: inherit;
  min-height: 44px;
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

interface RoleFormProps {
  account: AccountSummary;
  busy: boolean;
  /** Saves the role; resolves whether it was saved (if not, declined or refused, the choice goes back). */
  onSave(role: DashboardRole): Promise<boolean>;
}

/**
 * A role is changed by choosing it and pressing Save: a select changes on every arrow key, and a
 * role change ends that person's sessions at once. The focus returns to the role once saved.
 */
export function RoleForm({ account, busy, onSave }: RoleFormProps) {
  const { t, i18n } = useLingui();
  const { name, email } = account;
  const [chosen, setChosen] = useState<DashboardRole>(account.role);
  const select = useRef<HTMLSelectElement>(null);
  // The saved role changed (saved here, or the list reloaded): the choice follows it.
  useEffect(() => setChosen(account.role), [account.role]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || chosen === account.role) return;
    const saved = await onSave(chosen);
    if (!saved) setChosen(account.role);
    select.current?.focus();
  };

  return (
    <Row onSubmit={save}>
      <Select ref={select} aria-label={t`Role of ${name} (${email})`} value={chosen} aria-busy={busy} onChange={(event) => setChosen(event.target.value as DashboardRole)}>
        {DASHBOARD_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role, i18n)}
          </option>
        ))}
      </Select>
      {chosen !== account.role && (
        <Button type="submit" variant="secondary" busy={busy}>
          <Trans>Save</Trans>
        </Button>
      )}
    </Row>
  );
}

/** Deletes an account its owner asked to be removed; the question names it by its address too, as a name is whatever its owner typed. */
export function AccountDeleteButton({ account, remove, onGone }: { account: AccountSummary; remove(): Promise<void>; onGone(): void }) {
  const { t } = useLingui();
  const { name, email } = account;
  return (
    <DeleteButton
      label={t`Delete the account of ${name}`}
      question={t`Delete the account of ${name} (${email}) for good? They will be logged out and cannot log in again.`}
      done={t`The account of ${name} was deleted.`}
      failure={t`Could not delete the account. Please try again.`}
      goneMessage={REFUSAL_MESSAGES.noSuchUser}
      remove={remove}
      onGone={onGone}
    />
  );
}
