import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi } from 'standalone-host/testing';
import type { Account } from 'shared-contracts';
import { renderDashboard } from './helpers';

const asha: Account = {
  id: 'u-2',
  name: 'Asha Meshram',
  email: 'asha@example.org',
  mobile: '9822000001',
  role: 'user',
  verified: true,
  createdAt: '2026-10-01T09:00:00.000Z',
};

function apiWithAccounts(accounts: Account[]) {
  const api = createMockApi();
  api.get.mockResolvedValue({ data: { items: accounts, total: accounts.length, page: 1, pageSize: 20 } });
  return api;
}

describe('/dashboard/user-list for admins', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the accounts with their roles', async () => {
    const api = apiWithAccounts([asha]);
    renderDashboard('admin', '/dashboard/user-list', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Patients' })).toBeInTheDocument();
    const row = (await screen.findByText('asha@example.org')).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: /Role of Asha Meshram/ })).toHaveValue('user');
    // The role next to whose it is, before the admin's details: a role is changed by reading the name beside it.
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['Name', 'Email', 'Role', 'Mobile', 'Verified', 'Joined', 'Actions']);
    // On a phone each row is a card, every cell under the name of its column.
    expect(within(row).getAllByRole('cell').map((cell) => cell.dataset.label)).toEqual(headings);
    // Reached with one tap: a call, or a WhatsApp chat.
    expect(within(row).getByRole('link', { name: '9822000001' })).toHaveAttribute('href', 'tel:+919822000001');
    expect(within(row).getByRole('link', { name: 'WhatsApp 9822000001 (opens in a new tab)' })).toHaveAttribute('href', 'https://wa.me/919822000001');
    expect(api.get).toHaveBeenCalledWith('/admin/users', expect.objectContaining({ params: { page: 1, pageSize: 20, q: '' } }));
  });

  it('changes a role only when Save is pressed, then confirms and gives the focus back to the role', async () => {
    const api = apiWithAccounts([asha]);
    api.put.mockResolvedValue({ data: { ...asha, role: 'volunteer' } });
    const { host } = renderDashboard('admin', '/dashboard/user-list', api);
    const select = await screen.findByRole('combobox', { name: /Role of Asha Meshram/ });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    // A select changes on every arrow key: choosing alone saves nothing.
    await userEvent.selectOptions(select, 'Volunteer (receptionist)');
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(api.put).toHaveBeenCalledWith('/admin/users/u-2/role', { role: 'volunteer' });
    expect(host.toast.success).toHaveBeenCalledWith('Asha Meshram is now Volunteer (receptionist).');
    expect(select).toHaveValue('volunteer');
    expect(select).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('puts the saved role back and shows the server message when the change is refused', async () => {
    const api = apiWithAccounts([{ ...asha, role: 'admin' }]);
    api.put.mockRejectedValue({ response: { status: 403, data: { message: 'Only administrators can do this' } } });
    const { host } = renderDashboard('admin', '/dashboard/user-list', api);
    const select = await screen.findByRole('combobox', { name: /Role of Asha Meshram/ });
    await userEvent.selectOptions(select, 'User (patient)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(host.toast.error).toHaveBeenCalledWith('Only administrators can do this');
    expect(select).toHaveValue('admin');
    expect(select).toBeEnabled();
  });

  it('asks before making someone an administrator; cancelled, nothing changes', async () => {
    const api = apiWithAccounts([asha]);
    api.put.mockResolvedValue({ data: { ...asha, role: 'admin' } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderDashboard('admin', '/dashboard/user-list', api);
    const select = await screen.findByRole('combobox', { name: /Role of Asha Meshram/ });

    await userEvent.selectOptions(select, 'Admin (doctor)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^Make Asha Meshram \(asha@example\.org\) an administrator\?.*Aadhaar and bank details/));
    expect(api.put).not.toHaveBeenCalled();
    expect(select).toHaveValue('user');

    await userEvent.selectOptions(select, 'Admin (doctor)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.put).toHaveBeenCalledWith('/admin/users/u-2/role', { role: 'admin' });
    expect(select).toHaveValue('admin');
  });

  it("shows the admin's own role as text: it cannot be taken away here", async () => {
    const api = apiWithAccounts([{ ...asha, id: 'user-1', name: 'Test admin', email: 'own@example.org', role: 'admin' }, asha]);
    renderDashboard('admin', '/dashboard/user-list', api);
    const own = (await screen.findByText('own@example.org')).closest('tr')!;
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).getByText('Admin (doctor)')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });

  it('leaves the mobile cell empty for an account without a number, with no link to nowhere', async () => {
    renderDashboard('admin', '/dashboard/user-list', apiWithAccounts([{ ...asha, mobile: '' }]));
    const row = (await screen.findByText('asha@example.org')).closest('tr')!;
    expect(within(row).queryByRole('link', { name: /WhatsApp|^$/ })).toBeNull();
    expect(row.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("deletes an account once the admin confirms whose it is, then shows the list without it; the admin's own has no Delete", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const admin = { ...asha, id: 'user-1', name: 'Test admin', email: 'own.admin@example.org', role: 'admin' as const };
    const api = apiWithAccounts([asha, admin]);
    api.delete.mockImplementation(() => {
      api.get.mockResolvedValue({ data: { items: [admin], total: 1, page: 1, pageSize: 20 } });
      return Promise.resolve({ data: '' });
    });
    const { host } = renderDashboard('admin', '/dashboard/user-list', api);
    const ownRow = (await screen.findByText('own.admin@example.org')).closest('tr')!;
    expect(within(ownRow).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    const row = screen.getByText('asha@example.org').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete the account of Asha Meshram' }));
    expect(confirm).toHaveBeenCalledWith('Delete the account of Asha Meshram (asha@example.org) for good? They will be logged out and cannot log in again.');
    expect(api.delete).toHaveBeenCalledWith('/admin/users/u-2');
    expect(await screen.findByText('own.admin@example.org')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('asha@example.org')).not.toBeInTheDocument());
    expect(host.toast.success).toHaveBeenCalledWith('The account of Asha Meshram was deleted.');
  });

  it('deletes no account when the admin declines', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const api = apiWithAccounts([asha]);
    renderDashboard('admin', '/dashboard/user-list', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the account of Asha Meshram' }));
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('sends the filter text as q', async () => {
    const api = apiWithAccounts([asha]);
    renderDashboard('admin', '/dashboard/user-list', api);
    await userEvent.type(await screen.findByLabelText('Filter accounts by name, e-mail or mobile number'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.get).toHaveBeenLastCalledWith('/admin/users', expect.objectContaining({ params: { page: 1, pageSize: 20, q: 'asha' } }));
  });
});

describe('/dashboard/user-list for volunteers', () => {
  it('reads names, e-mails and roles from the staff list, with no way to change a role', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue({ data: { items: [{ id: asha.id, name: asha.name, email: asha.email, role: 'user' }], total: 1, page: 1, pageSize: 20 } });
    renderDashboard('volunteer', '/dashboard/user-list', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Patients' })).toBeInTheDocument();
    const row = (await screen.findByText('asha@example.org')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Asha Meshram', 'asha@example.org', 'User (patient)']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Role']);
    expect(screen.getByText(/Only administrators can change a role/)).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/staff/accounts', expect.objectContaining({ params: { page: 1, pageSize: 20, q: '' } }));
    expect(api.get).not.toHaveBeenCalledWith('/admin/users', expect.anything());
  });
});
