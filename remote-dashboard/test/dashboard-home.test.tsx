import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi } from 'standalone-host/testing';
import { captureDownloads, deferred, readBlob, renderDashboard, tailorRecord } from './helpers';

describe('/dashboard per role', () => {
  it('shows a user a page reading User with a link to the profile', () => {
    renderDashboard('user');
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your profile' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('shows a volunteer the Volunteer Dashboard with upcoming programmes and the public volunteer pages', async () => {
    const { api } = renderDashboard('volunteer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volunteer Dashboard' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming volunteering opportunities' });
    expect(within(upcoming).getByRole('heading', { name: 'Tailoring training camp' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'Soil testing drive' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'School awareness session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /volunteer page/ })).toHaveAttribute('href', '/volenture');
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('admin: tailor-machine requests (spec view)', () => {
  it('shows Loading data... while the request is pending', async () => {
    const api = createMockApi();
    const pending = deferred<unknown>();
    api.get.mockReturnValue(pending.promise);
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeInTheDocument();
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/view-data', expect.anything());
  });

  it('shows the generic failure when the request fails without a message', async () => {
    const api = createMockApi();
    api.get.mockRejectedValue(new Error('Network Error'));
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
  });

  it('shows Error: <server message> for a refused request', async () => {
    const api = createMockApi();
    api.get.mockRejectedValue({ response: { status: 403, data: { message: 'Admins only' } } });
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Error: Admins only')).toBeInTheDocument();
  });

  it('shows Error: <message> when the answer says ok: false', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue({ data: { ok: false, message: 'Database unavailable' } });
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failure, not a crash, and can retry', async () => {
    const api = createMockApi();
    api.get.mockResolvedValueOnce({ data: '<html>proxy error</html>' }).mockResolvedValueOnce({ data: { ok: true, data: [] } });
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
  });

  it('shows the spec record fields with masked numbers', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue({ data: { ok: true, data: [tailorRecord(), tailorRecord({ _id: 'rec-2', name: 'Kavita Rahangdale', accountNumber: '000111222333' })] } });
    renderDashboard('admin', '/dashboard', api);
    const table = await screen.findByRole('table', { name: 'Tailor-machine requests' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Contact',
      'Aadhaar Number',
      'Bank Name',
      'Account Number',
      'IFSC Code',
      'Address',
      'Identity document',
      'Submitted',
    ]);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Sunita Bhoyar')).toBeInTheDocument();
    expect(within(first).getByText('XXXXXXXX0124')).toBeInTheDocument();
    expect(within(first).getByText('MAHB0000123')).toBeInTheDocument();
    // An unmasked number from an older record is masked before it is shown.
    expect(within(table).getByText('XXXXXXXX2333')).toBeInTheDocument();
    expect(within(table).queryByText('000111222333')).not.toBeInTheDocument();
  });

  it('filters the requests by text', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue({ data: { ok: true, data: [tailorRecord(), tailorRecord({ _id: 'rec-2', name: 'Kavita Rahangdale', address: 'Goregaon' })] } });
    renderDashboard('admin', '/dashboard', api);
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Filter requests'), 'goregaon');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Kavita Rahangdale')).toBeInTheDocument();
    expect(screen.queryByText('Sunita Bhoyar')).not.toBeInTheDocument();
    expect(screen.getByText(/1 request matching/)).toBeInTheDocument();
  });

  it('exports the requests as CSV with escaping and a dated file name', async () => {
    const downloads = captureDownloads();
    const api = createMockApi();
    api.get.mockResolvedValue({ data: { ok: true, data: [tailorRecord({ address: 'Ward 3, "Old" Tiroda', name: '=cmd' })] } });
    renderDashboard('admin', '/dashboard', api);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(downloads.names).toEqual([expect.stringMatching(/^tailor-machine-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const csv = (await readBlob(downloads.blobs[0])).replace(/^\uFEFF/, '');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('ID,Name,Email,Contact,Aadhaar Number,Bank Name,Account Number,IFSC Code,Address,Submitted');
    expect(row).toBe(
      `rec-1,'=cmd,sunita@example.org,9822012345,XXXXXXXX0124,Bank of Maharashtra,XXXXXXX5678,MAHB0000123,"Ward 3, ""Old"" Tiroda",2026-11-20T10:00:00.000Z`,
    );
  });

  it('opens the identity document through the admin download with the bearer client', async () => {
    const downloads = captureDownloads();
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = createMockApi();
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    api.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/admin/view-data' ? { data: { ok: true, data: [tailorRecord()] } } : { data: pdf }),
    );
    renderDashboard('admin', '/dashboard', api);
    await userEvent.click(await screen.findByRole('button', { name: 'View document' }));
    expect(api.get).toHaveBeenCalledWith('/admin/uploads/up-1', { responseType: 'blob' });
    expect(downloads.blobs).toEqual([pdf]);
    expect(tab.location.href).toBe('blob:test/1');
    expect(tab.opener).toBeNull();
    open.mockRestore();
    downloads.restore();
  });
});
