import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'shared-contracts/router';
import { createMockApi, renderWithHost, testUser, type MockApi } from 'standalone-host/testing';
import DashboardApp from '../src/App';
import { captureDownloads, deferred, pageOf, readBlob, renderDashboard, submission } from './helpers';

type ListParams = { page: number; pageSize: number; q: string; confirmedOnly?: boolean };

function adminApi(answer: (path: string, params?: ListParams) => unknown): MockApi {
  const api = createMockApi();
  api.get.mockImplementation((path: string, config?: { params?: ListParams }) =>
    Promise.resolve(answer(path, config?.params)),
  );
  return api;
}

/** The browser's Back. */
function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

/** Contact messages at page 1, Next pressed, page 2 on its way until the test resolves it. */
async function turnToASlowSecondPage() {
  const nextPage = deferred<ReturnType<typeof pageOf>>();
  const api = adminApi((_path, params) => (params?.page === 2 ? nextPage.promise : pageOf([submission({ email: 'page1@example.org' })], 45)));
  renderDashboard('admin', '/dashboard?form=contact', api);
  await screen.findByText('page1@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  return nextPage;
}

async function chooseForm(label: string) {
  await userEvent.selectOptions(await screen.findByLabelText('Form'), label);
}

describe('admin: submission browser', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every kind the public forms collect, tailor-machine requests first', async () => {
    renderDashboard('admin', '/dashboard', adminApi(() => pageOf([])));
    const options = within(await screen.findByLabelText('Form')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Tailor-machine requests',
      'Contact messages',
      'Volunteers',
      'Hero members',
      'Newsletter',
      'Birthday dedications',
      'Partners',
      'Programme applications',
      'Call-back requests',
    ]);
  });

  it("says which forms got entries today and how many, each a link to its list, counted from the start of the staff's today", async () => {
    const counts = [
      { kind: 'contact', since: 3 },
      { kind: 'volunteer', since: 0 },
      { kind: 'call-back', since: 1 },
    ];
    const api = adminApi((path) => (path === '/admin/submission-counts' ? { data: { counts } } : pageOf([])));
    renderDashboard('admin', '/dashboard', api);
    const contact = await screen.findByRole('link', { name: 'Contact messages (3)' });
    expect(contact.closest('p')).toHaveTextContent(/^New today: Contact messages \(3\) and Call-back requests \(1\)$/);
    expect(screen.getByRole('link', { name: 'Call-back requests (1)' })).toHaveAttribute('href', '/dashboard?form=call-back');
    await userEvent.click(contact);
    expect(screen.getByLabelText('Form')).toHaveValue('contact');
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/contact', expect.anything()));

    const [, config] = api.get.mock.calls.find(([path]) => path === '/admin/submission-counts')!;
    const since = new Date(config.params.since);
    expect([since.getHours(), since.getMinutes(), since.getSeconds(), since.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    expect(Date.now() - since.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
  });

  it('shows no counts, and the list as ever, when they cannot be had', async () => {
    const api = adminApi((path) => (path === '/admin/submission-counts' ? Promise.reject(new Error('Network Error')) : pageOf([submission({ email: 'kept@example.org' })])));
    renderDashboard('admin', '/dashboard?form=contact', api);
    expect(await screen.findByText('kept@example.org')).toBeInTheDocument();
    expect(screen.queryByText(/New today/)).toBeNull();
  });

  it('switching the kind asks for that kind, page 1, with columns from the data', async () => {
    const api = adminApi(() => pageOf([submission({ name: 'Asha', email: 'asha@example.org', contact: '9822000000', message: 'Namaste' })]));
    renderDashboard('admin', '/dashboard', api);
    await chooseForm('Contact messages');
    expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/contact', expect.objectContaining({ params: { page: 1, pageSize: 20, q: '' } }));
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Contact', 'Message', 'Submitted', 'Actions']);
    expect(within(table).getByText('Namaste')).toBeInTheDocument();
    // Staff call a visitor back with one tap, or write to them.
    expect(within(table).getByRole('link', { name: '9822000000' })).toHaveAttribute('href', 'tel:+919822000000');
    const chat = within(table).getByRole('link', { name: 'WhatsApp 9822000000 (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919822000000');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(within(table).getByRole('link', { name: 'asha@example.org' })).toHaveAttribute('href', 'mailto:asha@example.org');

    await chooseForm('Partners');
    expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/partner', expect.objectContaining({ params: { page: 1, pageSize: 20, q: '' } }));
  });

  it('stepping through the forms with the arrow keys loads only the one the keys rest on', async () => {
    const api = adminApi(() => pageOf([]));
    renderDashboard('admin', '/dashboard', api);
    const select = await screen.findByLabelText('Form');
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/admin/submissions/tailor-machine', expect.anything()));
    // A closed select on Windows and Linux: each arrow key changes the choice.
    for (const kind of ['contact', 'volunteer', 'hero-member']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: kind } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    }
    expect(select).toHaveValue('hero-member');
    await screen.findByRole('region', { name: 'Hero members' });
    const asked = api.get.mock.calls.map(([path]) => path);
    expect(asked).toContain('/admin/submissions/hero-member');
    expect(asked).not.toContain('/admin/submissions/contact');
    expect(asked).not.toContain('/admin/submissions/volunteer');
  });

  it('a choice made with the pointer after the keyboard moved on from the select loads at once', async () => {
    const api = adminApi(() => pageOf([]));
    renderDashboard('admin', '/dashboard', api);
    const select = await screen.findByLabelText('Form');
    // Tab's key goes down on the select and comes up on the next field.
    fireEvent.keyDown(select, { key: 'Tab' });
    fireEvent.blur(select);
    await chooseForm('Partners');
    expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/partner', expect.anything());
  });

  it("names each cell's column, for a phone that shows every entry as a card", async () => {
    renderDashboard('admin', '/dashboard?form=call-back', adminApi(() => pageOf([submission({ name: 'Asha', phone: '9822000001', topic: 'Tailoring machine' })])));
    const row = (await screen.findByText('Asha')).closest('tr')!;
    const table = row.closest('table')!;
    const headings = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings.length).toBeGreaterThan(3);
    expect(within(row).getAllByRole('cell').map((cell) => cell.dataset.label)).toEqual(headings);
  });

  it('says there are more columns when the table is wider than its box', async () => {
    const scrollWidth = jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(1413);
    const clientWidth = jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(378);
    renderDashboard('admin', '/dashboard', adminApi(() => pageOf([submission({ name: 'Asha', aadhar: 'XXXXXXXX2346' })])));
    await waitFor(() => expect(screen.getByText(/More columns to the right/)).toBeVisible());
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it('pages with Previous / Next and sends the filter as q', async () => {
    const api = adminApi((_path, params) => pageOf([submission({ email: `page${params?.page}@example.org` })], 45, params?.page));
    renderDashboard('admin', '/dashboard', api);
    await chooseForm('Newsletter');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('page2@example.org')).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/newsletter', expect.objectContaining({ params: { page: 2, pageSize: 20, q: '' } }));

    await userEvent.type(screen.getByLabelText('Filter newsletter'), 'gondia');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/newsletter', expect.objectContaining({ params: { page: 1, pageSize: 20, q: 'gondia' } }));
    expect(await screen.findByText(/matching “gondia”/)).toBeInTheDocument();
  });

  it('keeps the form, the page and the search in the address, so a reload or Back comes back to them', async () => {
    const api = adminApi((_path, params) => pageOf([submission({ email: `page${params?.page}@example.org` })], 45, params?.page));
    renderDashboard('admin', '/dashboard', api);
    await chooseForm('Contact messages');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('page2@example.org');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?form=contact&page=2');
  });

  it('opens at the form, page and search the address names', async () => {
    const api = adminApi((_path, params) => pageOf([submission({ email: `page${params?.page}@example.org` })], 45, params?.page));
    renderDashboard('admin', '/dashboard?form=contact&page=2&q=asha', api);
    expect(await screen.findByText('page2@example.org')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/submissions/contact', expect.objectContaining({ params: { page: 2, pageSize: 20, q: 'asha' } }));
    expect(screen.getByLabelText('Form')).toHaveValue('contact');
    expect(screen.getByLabelText('Filter contact messages')).toHaveValue('asha');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    // The search field emptied by hand still shows the applied search until it is cleared.
    await userEvent.clear(screen.getByLabelText('Filter contact messages'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/contact', expect.objectContaining({ params: { page: 1, pageSize: 20, q: '' } }));
  });

  it('keeps the search when another form is chosen, at its first page, so one person is looked for in each form in turn', async () => {
    const api = adminApi((_path, params) => pageOf([submission({ email: `page${params?.page}@example.org` })], 45, params?.page));
    renderDashboard('admin', '/dashboard?form=contact&page=2&q=sunita', api);
    await screen.findByText('page2@example.org');
    await chooseForm('Volunteers');
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/admin/submissions/volunteer', expect.objectContaining({ params: { page: 1, pageSize: 20, q: 'sunita' } })));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?form=volunteer&q=sunita');
    expect(await screen.findByLabelText('Filter volunteers')).toHaveValue('sunita');
  });

  it('keeps the table and the pager, dimmed, while the next page is on its way, with the focus on Next', async () => {
    const nextPage = await turnToASlowSecondPage();

    expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('page1@example.org')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    nextPage.resolve(pageOf([submission({ email: 'page2@example.org' })], 45, 2));
    expect(await screen.findByText('page2@example.org')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveAttribute('aria-busy', 'false');
  });

  it('an address past the list\'s end shows the last page in its place', async () => {
    const api = adminApi((_path, params) => pageOf(params?.page === 3 ? [submission({ email: 'last@example.org' })] : [], 45, params?.page));
    renderDashboard('admin', '/dashboard?form=contact&page=99', api);
    expect(await screen.findByText('last@example.org')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?form=contact&page=3');
  });

  it('Back with the menu open closes it as the list goes back a page, so the page is not left locked behind it', async () => {
    const api = adminApi((_path, params) => pageOf([submission({ email: `page${params?.page}@example.org` })], 45, params?.page));
    renderWithHost(
      <>
        <DashboardApp />
        <BackButton />
      </>,
      { route: '/dashboard?form=contact', user: testUser('admin'), api },
    );
    await screen.findByText('page1@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('page2@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('page1@example.org');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Back from a short search returns to the page left, not to the end of the shorter list', async () => {
    const api = adminApi((_path, params) =>
      params?.q ? pageOf([submission({ email: 'found@example.org' })], 1, params.page) : pageOf([submission({ email: `page${params?.page}@example.org` })], 45, params?.page),
    );
    renderWithHost(
      <>
        <DashboardApp />
        <BackButton />
      </>,
      { route: '/dashboard?form=contact&page=3', user: testUser('admin'), api },
    );
    await screen.findByText('page3@example.org');
    await userEvent.type(screen.getByLabelText('Filter contact messages'), 'found');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('found@example.org');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('page3@example.org')).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?form=contact&page=3');
  });

  it('a page turned brings the table into view with the focus on it, Next having gone disabled on the last page', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    // The pager at the screen's foot: the table's top is above it, out of sight.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    const api = adminApi((_path, params) => pageOf([submission({ email: `page${params?.page}@example.org` })], 25, params?.page));
    renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByText('page1@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('page2@example.org');
    const table = screen.getByRole('region', { name: 'Contact messages' });
    await waitFor(() => expect(table).toHaveFocus());
    expect(scrolled).toEqual([table]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('a page turned leaves the focus where the visitor put it while the rows were on their way', async () => {
    const nextPage = await turnToASlowSecondPage();
    await userEvent.click(screen.getByLabelText('Filter contact messages'));

    nextPage.resolve(pageOf([submission({ email: 'page2@example.org' })], 45, 2));
    await screen.findByText('page2@example.org');
    expect(screen.getByLabelText('Filter contact messages')).toHaveFocus();
  });

  it('Try again, once the rows are there, puts the focus on the table: the failure and its button are gone', async () => {
    let failing = true;
    const api = adminApi(() => (failing ? Promise.reject({ response: { status: 503, data: { message: 'Down for a moment' } } }) : pageOf([submission({ email: 'back@example.org' })])));
    renderDashboard('admin', '/dashboard?form=contact', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    failing = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    await screen.findByText('back@example.org');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveFocus());
  });

  it('Clear, which goes away with the search, leaves the focus in the empty search field', async () => {
    renderDashboard('admin', '/dashboard?form=contact&q=asha', adminApi(() => pageOf([])));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Filter contact messages')).toHaveFocus();
  });

  it('Export CSV takes the focus back once the file is made, which the browser dropped while the button was disabled', async () => {
    const downloads = captureDownloads();
    const exported = deferred<ReturnType<typeof pageOf>>();
    const api = adminApi((_path, params) => (params?.pageSize === 100 ? exported.promise : pageOf([submission({ name: 'Asha' })])));
    renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByText('Asha');
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportButton);
    expect(exportButton).toBeDisabled();
    // A browser drops the focus of a button that became disabled to the page; jsdom keeps it there.
    jest.spyOn(Document.prototype, 'activeElement', 'get').mockReturnValue(document.body);
    const focus = jest.spyOn(exportButton, 'focus');

    exported.resolve(pageOf([submission({ name: 'Asha' })], 1, 1, 100));
    await waitFor(() => expect(focus).toHaveBeenCalled());
    expect(downloads.names).toHaveLength(1);
    downloads.restore();
  });

  it('shows a message with its line breaks, and lets a long link wrap instead of widening the column', async () => {
    const api = adminApi(() => pageOf([submission({ message: 'Line one\nLine two', aadharNumber: 'XXXXXXXX2346' })]));
    renderDashboard('admin', '/dashboard?form=contact', api);
    const message = await screen.findByText(/Line one/);
    expect(message).toHaveStyle({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
    expect(screen.getByText('XXXXXXXX2346')).not.toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("shows a long message's start, cut between words, and the whole of it on a tap", async () => {
    const message = `${'नमस्ते, मला शिलाई वर्गाबद्दल माहिती हवी आहे. '.repeat(20)}शेवटचे शब्द.`;
    renderDashboard('admin', '/dashboard?form=contact', adminApi(() => pageOf([submission({ name: 'Asha', message })])));
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).queryByText(/शेवटचे शब्द/)).toBeNull();
    expect(within(table).getByText(/^नमस्ते, मला .*…$/).textContent).toMatch(/[^\s]…$/);
    await userEvent.click(within(table).getByRole('button', { name: 'Show all' }));
    expect(within(table).getByText(/शेवटचे शब्द\.$/).textContent).toBe(message);
  });

  it('cuts a long text without spaces (a pasted link) before a whole letter, never between a letter and its vowel sign', async () => {
    // Its 280th character is a letter whose vowel sign comes next.
    const word = `x${'कि'.repeat(200)}`;
    renderDashboard('admin', '/dashboard?form=contact', adminApi(() => pageOf([submission({ name: 'Asha', message: word })])));
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const shown = within(table).getByText(/^x(कि)+…$/).textContent!;
    expect(shown.length).toBeLessThan(word.length);
    expect(screen.getByRole('button', { name: 'Show all' })).toBeInTheDocument();
  });

  it('shows a text of emoji within the first characters whole, with nothing to show more', async () => {
    const message = '🙏'.repeat(200);
    renderDashboard('admin', '/dashboard?form=contact', adminApi(() => pageOf([submission({ name: 'Asha', message })])));
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getByText(message)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('shows the server message when a kind cannot be read', async () => {
    const api = createMockApi();
    api.get.mockImplementation((path: string) =>
      path === '/admin/submissions/tailor-machine'
        ? Promise.resolve(pageOf([]))
        : Promise.reject({ response: { status: 404, data: { message: 'There is no such form' } } }),
    );
    renderDashboard('admin', '/dashboard', api);
    await chooseForm('Volunteers');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such form');
  });

  it("shows each subscription's address, when its owner confirmed it, and its unsubscribe link; the CSV file, for the newsletters staff send, holds the confirmed ones with their links", async () => {
    const downloads = captureDownloads();
    const confirmedAt = new Date(2026, 10, 21, 9, 30, 0).toISOString();
    const page = 'https://gondia.example.org/newsletter?unsubscribe=abc';
    const records = [
      submission({ email: 'waiting@example.org', confirmedAt: '', unsubscribeLink: `${page}1` }, 'n1'),
      submission({ email: 'reader@example.org', confirmedAt, unsubscribeLink: `${page}2` }, 'n2'),
    ];
    // The server answers the confirmed ones alone when asked (api/test/newsletter.test.ts).
    const api = adminApi((_path, params) =>
      params?.confirmedOnly ? pageOf([records[1]], 1, params.page, params.pageSize) : pageOf(records, 2, params?.page, params?.pageSize),
    );
    renderDashboard('admin', '/dashboard?form=newsletter', api);
    const table = await screen.findByRole('table', { name: 'Newsletter' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Confirmed on', 'Unsubscribe link', 'Submitted', 'Actions']);
    const [, waiting, reader] = within(table).getAllByRole('row');
    expect(within(waiting).getByText('Not yet')).toBeInTheDocument();
    const confirmed = within(reader).getByText((_, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === confirmedAt);
    expect(confirmed.textContent).toMatch(/\b2026\b/);
    const link = within(reader).getByRole('link', { name: 'Unsubscribe link of reader@example.org (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `${page}2`);
    expect(link).toHaveAttribute('target', '_blank');

    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toHaveAccessibleDescription(/confirmed subscriptions only/);
    await userEvent.click(exportButton);
    downloads.restore();
    const lines = (await readBlob(downloads.blobs[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email,Confirmed on,Unsubscribe link,Submitted');
    expect(lines[1].startsWith(`reader@example.org,2026-11-21 09:30:00,${page}2,`)).toBe(true);
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it('the newsletter\'s CSV file holds a subscription confirmed long ago, however many newer ones wait for confirmation', async () => {
    const downloads = captureDownloads();
    const waiting = (page: number) =>
      Array.from({ length: 100 }, (_, i) => submission({ email: `waiting${page}-${i}@example.org`, confirmedAt: '' }, `w${page}-${i}`));
    const longAgo = submission({ email: 'early.reader@example.org', confirmedAt: '2024-01-05T10:00:00.000Z' }, 'n-early');
    const api = adminApi((_path, params) =>
      params?.confirmedOnly ? pageOf([longAgo], 1, params.page, params.pageSize) : pageOf(waiting(params?.page ?? 1), 6000, params?.page, params?.pageSize),
    );
    const { host } = renderDashboard('admin', '/dashboard?form=newsletter', api);
    await screen.findByRole('table', { name: 'Newsletter' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    downloads.restore();
    const lines = (await readBlob(downloads.blobs[0])).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^early\.reader@example\.org,/);
    expect(host.toast.info).not.toHaveBeenCalled();
  });

  it('stops at the newest 5,000 rows and says how many there were', async () => {
    const downloads = captureDownloads();
    const api = adminApi((_path, params) => {
      const page = params?.page ?? 1;
      const pageSize = params?.pageSize ?? 20;
      return pageOf(Array.from({ length: pageSize }, (_, i) => submission({ name: `Person ${page}-${i}` }, `s${page}-${i}`)), 5001, page, pageSize);
    });
    const { host } = renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByRole('table', { name: 'Contact messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(host.toast.info).toHaveBeenCalledWith('Exported the newest 5,000 of 5,001 rows.'));
    downloads.restore();
    expect((await readBlob(downloads.blobs[0])).split('\r\n').filter(Boolean)).toHaveLength(5001);
  });

  it('exports every entry of the other forms, with no note', async () => {
    const downloads = captureDownloads();
    const api = adminApi((_path, params) => pageOf([submission({ name: 'Asha', email: 'asha@example.org' })], 1, params?.page, params?.pageSize));
    renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByRole('table', { name: 'Contact messages' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect((await readBlob(downloads.blobs[0])).split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('exports every matching page as CSV, named after the kind, with times as a spreadsheet reads them in the staff\'s time zone', async () => {
    const downloads = captureDownloads();
    // 14:00 on the clock of the machine the test runs on, whatever its time zone: the staff's clock.
    const createdAt = new Date(2026, 10, 21, 14, 0, 0).toISOString();
    const afternoonSubmission = (data: Record<string, string>, id?: string) => ({ ...submission(data, id), createdAt });
    const api = adminApi((_path, params) => {
      if (params?.pageSize === 100) {
        const items =
          params.page === 1
            ? Array.from({ length: 100 }, (_, i) => afternoonSubmission({ name: `Person ${i}`, skills: 'Tailoring, teaching' }, `s${i}`))
            : [afternoonSubmission({ name: '@risky', skills: 'line 1\nline 2' }, 's100')];
        return pageOf(items, 101, params.page, 100);
      }
      return pageOf([afternoonSubmission({ name: 'Person 0', skills: 'Tailoring, teaching' })], 101);
    });
    renderDashboard('admin', '/dashboard', api);
    await chooseForm('Volunteers');
    await screen.findByRole('table', { name: 'Volunteers' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    downloads.restore();

    expect(downloads.names).toEqual([expect.stringMatching(/^volunteer-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const csv = (await readBlob(downloads.blobs[0])).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Skills,Submitted');
    expect(lines[1]).toBe('Person 0,"Tailoring, teaching",2026-11-21 14:00:00');
    expect(lines[101]).toBe(`'@risky,"line 1\nline 2",2026-11-21 14:00:00`);
    expect(lines).toHaveLength(103);
  });
});
