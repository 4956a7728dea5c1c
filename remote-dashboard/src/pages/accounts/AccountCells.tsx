import { DASHBOARD_ROLES, type Account, type AccountSummary, type DashboardRole } from 'shared-contracts';
import { formatDateTime } from '../../data/format';
import { roleLabel } from './role-label';

/** What only admins read of an account: mobile number, verification and when it joined. */
export function AccountDetailCells({ account }: { account: Account }) {
  return (
    <>
      <td>{account.mobile}</td>
      <td>{account.verified ? 'Yes' : 'No'}</td>
      <td>
        <time dateTime={account.createdAt}>{formatDateTime(account.createdAt)}</time>
      </td>
    </>
  );
}

export function RoleSelect({ account, busy, onChange }: { account: AccountSummary; busy: boolean; onChange(role: DashboardRole): void }) {
  return (
    <select
      aria-label={`Role of ${account.name} (${account.email})`}
      value={account.role}
      disabled={busy}
      aria-busy={busy}
      onChange={(event) => onChange(event.target.value as DashboardRole)}
    >
      {DASHBOARD_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
}
