import { useState } from 'react';
import { DASHBOARD_ROUTES, PAGE_SIZE_DEFAULT, type Account, type AccountSummary, type DashboardRole } from 'shared-contracts';
import { failureMessageOf, useHost, usePageMeta } from 'shared-contracts/host';
import { useLoad } from '../../hooks/useLoad';
import { Table, TableScroll } from '../../components/DataTable';
import { Pager, pageCountOf } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { Toolbar } from '../admin/Toolbar';
import { AccountDetailCells, RoleSelect } from './AccountCells';
import { roleLabel } from './role-label';

/**
 * 'All Patients' in the sidebar: admins see every account in full and change roles; volunteers
 * read names, e-mails and roles only (the API gives them nothing more).
 */
export default function UserListPage() {
  usePageMeta(DASHBOARD_ROUTES.userList);
  const { api, toast, session } = useHost();
  const canChangeRoles = session.user?.role === 'admin';
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const { state, reload, update } = useLoad<{ items: (Account | AccountSummary)[]; total: number; pageSize: number }>(
    (signal) => {
      const pageQuery = { page, pageSize: PAGE_SIZE_DEFAULT, q: query };
      return canChangeRoles ? api.listAccounts(pageQuery, signal) : api.listAccountSummaries(pageQuery, signal);
    },
    [api, canChangeRoles, page, query],
  );

  const changeRole = async (account: AccountSummary, role: DashboardRole) => {
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

  const columns = canChangeRoles ? ['Name', 'Email', 'Mobile', 'Verified', 'Joined', 'Role'] : ['Name', 'Email', 'Role'];

  return (
    <>
      <h1>{DASHBOARD_ROUTES.userList.title}</h1>
      <p>
        Every account on the site and its role. Volunteers see the volunteer dashboard; admins see all form data.
        {!canChangeRoles && ' Only administrators can change a role.'}
      </p>
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
              <caption>Accounts ({state.data.total})</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {state.data.items.length === 0 && (
                  <tr>
                    <td colSpan={columns.length}>No accounts found.</td>
                  </tr>
                )}
                {state.data.items.map((account) => (
                  <tr key={account.id}>
                    <td>{account.name}</td>
                    <td>{account.email}</td>
                    {'mobile' in account && <AccountDetailCells account={account} />}
                    <td>
                      {canChangeRoles ? (
                        <RoleSelect account={account} busy={saving === account.id} onChange={(role) => changeRole(account, role)} />
                      ) : (
                        roleLabel(account.role)
                      )}
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
