import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, httpError } from 'standalone-host/testing';
import { answerListsInTurn, captureDownloads, dataRequests, deferred, pageOf, readBlob, renderDashboard, tailorSubmission } from './helpers';

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
    // "Call us" comes with the number, one tap to dial.
    expect(screen.getByRole('link', { name: '+91 94220 12345' })).toHaveAttribute('href', 'tel:+919422012345');
    expect(dataRequests(api)).toEqual([]);
  });
});

describe('admin: tailor-machine requests (spec view)', () => {
  const TAILOR_PATH = '/admin/submissions/tailor-machine';

  it('shows Loading data... while the first page of the paged admin path is pending', async () => {
    const api = createMockApi();
    const pending = deferred<unknown>();
    api.get.mockReturnValue(pending.promise);
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeInTheDocument();
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(TAILOR_PATH, expect.objectContaining({ params: { page: 1, pageSize: 20, q: '' } }));
  });

  it('shows the generic failure when the request fails without a message', async () => {
    const api = createMockApi();
    api.get.mockRejectedValue(httpError(500));
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
  });

  it('shows Error: <server message> for a refused request', async () => {
    const api = createMockApi();
    api.get.mockRejectedValue({ response: { status: 403, data: { message: 'Admins only' } } });
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Error: Admins only')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failure, not a crash, and can retry', async () => {
    const api = createMockApi();
    answerListsInTurn(api, { data: '<html>proxy error</html>' }, pageOf([]));
    renderDashboard('admin', '/dashboard', api);
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
  });

  it('shows the spec record fields in the spec order, numbers as the API masked them', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue(pageOf([tailorSubmission(), tailorSubmission({ name: 'Kavita Rahangdale', aadharUploadUrl: '' }, 'rec-2')]));
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
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('Sunita Bhoyar')).toBeInTheDocument();
    expect(within(first).getByText('XXXXXXXX0124')).toBeInTheDocument();
    expect(within(first).getByText('MAHB0000123')).toBeInTheDocument();
    // Its name says whose it is: going from button to button, each reads differently.
    expect(within(first).getByRole('button', { name: 'View document of Sunita Bhoyar' })).toHaveTextContent('View document');
    expect(within(second).queryByRole('button', { name: /View document/ })).not.toBeInTheDocument();
  });

  it('filters on the server and says how many requests match', async () => {
    const api = createMockApi();
    answerListsInTurn(
      api,
      pageOf([tailorSubmission(), tailorSubmission({ address: 'Goregaon' }, 'rec-2')]),
      pageOf([tailorSubmission({ name: 'Kavita Rahangdale', address: 'Goregaon' }, 'rec-2')]),
    );
    renderDashboard('admin', '/dashboard', api);
    await screen.findByRole('table');
    // Only the numbers' last four digits are stored where search looks: the field says so.
    expect(screen.getByLabelText('Filter requests')).toHaveAccessibleDescription('Aadhaar and account numbers are found only by their last four digits.');
    await userEvent.type(screen.getByLabelText('Filter requests'), 'goregaon');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.get).toHaveBeenLastCalledWith(TAILOR_PATH, expect.objectContaining({ params: { page: 1, pageSize: 20, q: 'goregaon' } }));
    expect(await screen.findByText('Kavita Rahangdale')).toBeInTheDocument();
    expect(screen.queryByText('Sunita Bhoyar')).not.toBeInTheDocument();
    expect(screen.getByText(/1 request matching “goregaon”/)).toBeInTheDocument();
  });

  it('says a search found nothing, not that no request came in', async () => {
    const api = createMockApi();
    answerListsInTurn(api, pageOf([tailorSubmission()]), pageOf([]));
    renderDashboard('admin', '/dashboard', api);
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Filter requests'), 'nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
    expect(screen.queryByText('No requests yet.')).not.toBeInTheDocument();
  });

  it('exports the requests as CSV with the id first, escaping and a dated file name', async () => {
    const downloads = captureDownloads();
    const api = createMockApi();
    api.get.mockResolvedValue(pageOf([tailorSubmission({ address: 'Ward 3, "Old" Tiroda', name: '=cmd' })]));
    renderDashboard('admin', '/dashboard', api);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(api.get).toHaveBeenLastCalledWith(TAILOR_PATH, expect.objectContaining({ params: { page: 1, pageSize: 100, q: '' } }));
    expect(downloads.names).toEqual([expect.stringMatching(/^tailor-machine-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const csv = (await readBlob(downloads.blobs[0])).replace(/^\uFEFF/, '');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('ID,Name,Email,Contact,Aadhaar Number,Bank Name,Account Number,IFSC Code,Address,Submitted');
    // The time as the staff's clock reads it (the submission test checks which).
    expect(row).toMatch(
      /^rec-1,'=cmd,sunita@example\.org,9822012345,XXXXXXXX0124,Bank of Maharashtra,XXXXXXX5678,MAHB0000123,"Ward 3, ""Old"" Tiroda",2026-11-2\d \d\d:\d\d:00$/,
    );
  });

  it('opens the identity document through the admin download with the bearer client', async () => {
    const downloads = captureDownloads();
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = createMockApi();
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    api.get.mockImplementation((path: string) => Promise.resolve(path === TAILOR_PATH ? pageOf([tailorSubmission()]) : { data: pdf }));
    renderDashboard('admin', '/dashboard', api);
    await userEvent.click(await screen.findByRole('button', { name: 'View document of Sunita Bhoyar' }));
    expect(api.get).toHaveBeenCalledWith('/admin/uploads/up-1', expect.objectContaining({ responseType: 'blob' }));
    expect(downloads.blobs).toEqual([pdf]);
    expect(tab.location.href).toBe('blob:test/1');
    expect(tab.opener).toBeNull();
    open.mockRestore();
    downloads.restore();
  });
});
