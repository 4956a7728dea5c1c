import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { DASHBOARD_ROLES, type Account, type AccountSummary, type DashboardRole } from 'shared-contracts';
import { usePageLocale } from 'shared-ui/i18n';
import { formatDateTime } from '../../data/format';
import { roleLabel } from './role-label';

/** What only admins read of an account: mobile number, verification and when it joined. */
export function AccountDetailCells({ account }: { account: Account }) {
  const { locale } = usePageLocale();
  return (
    <>
      <td>{account.mobile}</td>
      <td>{account.verified ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
      <td>
        <time dateTime={account.createdAt}>{formatDateTime(account.createdAt, locale)}</time>
      </td>
    </>
  );
}

/** In the page's font, as every other control (the browser's own is too small and may lack Devanagari), and a finger's height. */
const Select = styled.select`
  font: inherit;
  min-height: 44px;
`;

export function RoleSelect({ account, busy, onChange }: { account: AccountSummary; busy: boolean; onChange(role: DashboardRole): void }) {
  const { t, i18n } = useLingui();
  const { name, email } = account;
  return (
    <Select
      aria-label={t`Role of ${name} (${email})`}
      value={account.role}
      disabled={busy}
      aria-busy={busy}
      onChange={(event) => onChange(event.target.value as DashboardRole)}
    >
      {DASHBOARD_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role, i18n)}
        </option>
      ))}
    </Select>
  );
}
