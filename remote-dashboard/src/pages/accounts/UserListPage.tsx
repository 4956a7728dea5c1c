import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZE_DEFAULT, type Account, type AccountSummary, type DashboardRole } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { translatedFailureOf, usePageLocale } from 'shared-ui/i18n';
import { useLoad } from '../../hooks/useLoad';
import { useListPlace } from '../../hooks/useListPlace';
import { useListPaging } from '../../hooks/useListPaging';
import { DASHBOARD_PAGE_HEADS, useDashboardPageMeta } from '../../lib/page-heads';
import { Cell, HeaderCell, Row, Table, TableBody, TableHead, TableScroll, TypedText } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { LoadFailure } from '../../components/LoadFailure';
import { Toolbar } from '../admin/Toolbar';
import { AccountDeleteButton, AccountDetailCells, RoleForm } from './AccountCells';
import { roleLabel } from './role-label';

/**
 * 'All Patients' in the sidebar: admins see every account in full and change roles; volunteers
 * read names, e-mails and roles only (the API gives them nothing more).
 */
export default function UserListPage() {
  const { t, i18n } = useLingui();
  const { formatNumber } = usePageLocale();
  useDashboardPageMeta('userList');
  const { api, toast, session } = useHost();
  // Admins keep their own role: the API refuses to take it away, so it is not offered.
  const ownId = session.user?.id;
  const canChangeRoles = session.user?.role === 'admin';
  const place = useListPlace();
  const { page, query, setQuery } = place;
  const [saving, setSaving] = useState<string | null>(null);
  const load = useLoad<{ items: (Account | AccountSummary)[]; total: number; page: number; pageSize: number }>(
    (signal) => {
      const pageQuery = { page, pageSize: PAGE_SIZE_DEFAULT, q: query };
      return canChangeRoles ? api.listAccounts(pageQuery, signal) : api.listAccountSummaries(pageQuery, signal);
    },
    [api, canChangeRoles, page, query],
  );
  const { state, update } = load;
  // Deleting accounts is the admins', under a shell whose API can.
  const deleteAccount = canChangeRoles ? api.deleteAccount : undefined;
  const { tableRef, pageCount, turnPage, retry } = useListPaging(place, load);

  /** Whether the role was saved: not when the admin declined to make someone an administrator, or the API refused. */
  const changeRole = async (account: AccountSummary, role: DashboardRole): Promise<boolean> => {
    const { name, email } = account;
    // A slip of the finger on a phone must not hand someone the Aadhaar and bank details. The
    // address says who it is: a name is whatever its owner typed.
    if (role === 'admin' && !window.confirm(t`Make ${name} (${email}) an administrator? Administrators see every form, with its Aadhaar and bank details, and can change everyone's role.`)) {
      return false;
    }
    setSaving(account.id);
    try {
      const saved = await api.setRole(account.id, { role });
      update((current) => ({ ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) }));
      const newRole = roleLabel(saved.role, i18n);
      toast.success(t`${name} is now ${newRole}.`);
      return true;
    } catch (error) {
      toast.error(translatedFailureOf(error, t`Could not change the role. Please try again.`, i18n));
      return false;
    } finally {
      setSaving(null);
    }
  };

  const headings = { name: t`Name`, email: t`Email`, role: t`Role`, mobile: t`Mobile`, verified: t`Verified`, joined: t`Joined` };
  // The role right after whose it is (name and e-mail), before the admin's details.
  const columns = canChangeRoles ? Object.values(headings) : [headings.name, headings.email, headings.role];
  if (deleteAccount) columns.push(t`Actions`);
  const total = state.status === 'done' ? formatNumber(state.data.total) : '';

  return (
    <>
      <h1>{i18n._(DASHBOARD_PAGE_HEADS.userList.title)}</h1>
      <p>
        <Trans>Every account on the site and its role. Volunteers see the volunteer dashboard; admins see all form data.</Trans>
        {!canChangeRoles && (
          <>
            {' '}
            <Trans>Only administrators can change a role.</Trans>
          </>
        )}
      </p>
      <Toolbar>
        <SearchForm
          label={canChangeRoles ? t`Filter accounts by name, e-mail or mobile number` : t`Filter accounts by name or e-mail`}
          query={query}
          onSearch={setQuery}
        />
      </Toolbar>
      {state.status === 'loading' && (
        <p role="status">
          <Trans>Loading accounts...</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <LoadFailure
          message={translatedFailureOf(state.error, t`Failed to fetch data. Please try again later.`, i18n)}
          onRetry={retry}
        />
      )}
      {state.status === 'done' && (
        <>
          <TableScroll label={t`Accounts`} busy={state.refreshing} regionRef={tableRef}>
            <Table>
              <caption>
                <Trans>Accounts ({total})</Trans>
              </caption>
              <TableHead>
                <Row>
                  {columns.map((column) => (
                    <HeaderCell key={column}>
                      {column}
                    </HeaderCell>
                  ))}
                </Row>
              </TableHead>
              <TableBody>
                {state.data.items.length === 0 && (
                  <Row>
                    <Cell colSpan={columns.length}>
                      <Trans>No accounts found.</Trans>
                    </Cell>
                  </Row>
                )}
                {state.data.items.map((account) => (
                  <Row key={account.id}>
                    <Cell data-label={headings.name}>{account.name}</Cell>
                    <Cell data-label={headings.email}>
                      <TypedText>{account.email}</TypedText>
                    </Cell>
                    <Cell data-label={headings.role}>
                      {canChangeRoles && account.id !== ownId ? (
                        <RoleForm account={account} busy={saving === account.id} onSave={(role) => changeRole(account, role)} />
                      ) : (
                        roleLabel(account.role, i18n)
                      )}
                    </Cell>
                    {'mobile' in account && <AccountDetailCells account={account} headings={headings} />}
                    {deleteAccount &&
                      (account.id === ownId ? (
                        <Cell />
                      ) : (
                        <Cell data-label={t`Actions`}>
                          <AccountDeleteButton account={account} remove={() => deleteAccount(account.id)} onGone={retry} />
                        </Cell>
                      ))}
                  </Row>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <Pager page={page} pageCount={pageCount} onPage={turnPage} />
        </>
      )}
    </>
  );
}
