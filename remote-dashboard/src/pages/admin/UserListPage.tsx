import { useState } from 'react';
import {
  DASHBOARD_ROLES,
  PAGE_SIZE_DEFAULT,
  DASHBOARD_ROUTES,
  SIDEBAR_ROLE_OF,
  type Account,
  type DashboardRole,
} from 'shared-contracts';
import { failureMessageOf, useHost, usePageMeta } from 'shared-contracts/host';
import { useLoad } from '../../hooks/useLoad';
import { formatDateTime } from '../../data/format';
import { Table, TableScroll } from '../../components/DataTable';
import { Pager, pageCountOf } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { Toolbar } from './Toolbar';

const ROLE_LABELS: Record<DashboardRole, string> = {
  user: 'User',
  volunteer: 'Volunteer',
  admin: 'Admin',
};

export function roleLabel(role: DashboardRole): string {
  return `${ROLE_LABELS[role]} (${SIDEBAR_ROLE_OF[role]})`;
}

/** 'All Patients' in the sidebar: every account and its role; only admins get here, and the API checks again. */
export default function UserListPage() {
  usePageMeta(DASHBOARD_ROUTES.userList);
  const { api, toast } = useHost();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const { state, reload, update } = useLoad(
    (signal) => api.listAccounts({ page, pageSize: PAGE_SIZE_DEFAULT, q: query }, signal),
    [api, page, query],
  );

  const changeRole = async (account: Account, role: DashboardRole) => {
    setSaving(account.id);
    try {
      const saved = await api.setRole(account.id, { role });
      update((current) => ({ ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) }));
      toast.success(`${saved.name} is now ${roleLabel(saved.role)}.`);
    } catch (error) {
      toast.error(failureMessageOf(error, 'Could not change the role. Please try again.'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <h1>{DASHBOARD_ROUTES.userList.title}</h1>
      <p>Every account on the site and its role. Volunteers see the volunteer dashboard; admins see all form data.</p>
      <Toolbar>
        <SearchForm
          label="Filter accounts by name or e-mail"
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
      </Toolbar>
      {state.status === 'loading' && <p role="status">Loading accounts...</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureMessageOf(state.error, 'Failed to fetch data. Please try again later.')} onRetry={reload} />
      )}
      {state.status === 'done' && (
        <>
          <TableScroll label="Accounts">
            <Table>
              <caption>
                Accounts ({state.data.total})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Mobile</th>
                  <th scope="col">Verified</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Role</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.length === 0 && (
                  <tr>
                    <td colSpan={6}>No accounts found.</td>
                  </tr>
                )}
                {state.data.items.map((account) => (
                  <tr key={account.id}>
                    <td>{account.name}</td>
                    <td>{account.email}</td>
                    <td>{account.mobile}</td>
                    <td>{account.verified ? 'Yes' : 'No'}</td>
                    <td>
                      <time dateTime={account.createdAt}>{formatDateTime(account.createdAt)}</time>
                    </td>
                    <td>
                      <select
                        aria-label={`Role of ${account.name} (${account.email})`}
                        value={account.role}
                        disabled={saving === account.id}
                        aria-busy={saving === account.id}
                        onChange={(event) => changeRole(account, event.target.value as DashboardRole)}
                      >
                        {DASHBOARD_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {roleLabel(role)}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Pager page={page} pageCount={pageCountOf(state.data.total, state.data.pageSize)} onPage={setPage} />
        </>
      )}
    </>
  );
}
