import { screen } from '@testing-library/react';
import { createMockApi } from 'standalone-host/testing';
import { deferred, renderDashboard } from './helpers';

describe('/dashboard/profile', () => {
  it('shows loading, then name, e-mail, mobile and role of the signed-in account', async () => {
    const api = createMockApi();
    const answer = deferred<unknown>();
    api.get.mockReturnValue(answer.promise);
    const { host } = renderDashboard('volunteer', '/dashboard/profile', api);
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/me', expect.anything());

    answer.resolve({
      data: { id: 'user-1', name: 'Ravi Kukde', email: 'ravi@example.org', mobile: '9822000002', role: 'volunteer', verified: true, createdAt: '2026-01-01T00:00:00.000Z' },
    });
    expect(await screen.findByText('Ravi Kukde')).toBeInTheDocument();
    expect(screen.getByText('ravi@example.org')).toBeInTheDocument();
    expect(screen.getByText('9822000002')).toBeInTheDocument();
    expect(screen.getByText('volunteer (receptionist)')).toBeInTheDocument();
    expect(host.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ path: '/dashboard/profile' }));
  });

  it('says a mobile number was not given, rather than leaving its place empty', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue({
      data: { id: 'admin-1', name: 'Office', email: 'office@example.org', mobile: '', role: 'admin', verified: true, createdAt: '2026-01-01T00:00:00.000Z' },
    });
    renderDashboard('admin', '/dashboard/profile', api);
    expect(await screen.findByText('office@example.org')).toBeInTheDocument();
    expect(screen.getByText('Mobile').nextElementSibling).toHaveTextContent('Not given');
  });

  it('shows the server message when the profile cannot be loaded', async () => {
    const api = createMockApi();
    api.get.mockRejectedValue({ response: { status: 500, data: { message: 'Try later' } } });
    renderDashboard('user', '/dashboard/profile', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
