import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setupI18n } from '@lingui/core';
import { DASHBOARD_ROUTES, SIDEBAR_ENTRIES, SUBMISSION_LABELS, type Account, type DashboardRole } from 'shared-contracts';
import { languageChoiceLink, type Language } from 'shared-contracts/languages';
import { activateLanguage, formChoicesCatalog, contractCatalog, loadCatalog, sharedUiCatalog } from 'shared-ui/i18n';
import { createMockApi, renderWithHost, testUser, type MockApi } from 'standalone-host/testing';
import DashboardApp from '../src/App';
import { labelOfKey } from '../src/data/format';
import { SIDEBAR_LABELS } from '../src/layout/sidebar-labels';
import { DASHBOARD_PAGE_HEADS } from '../src/lib/page-heads';
import { DATA_KEY_LABELS, SUBMISSION_KIND_LABELS } from '../src/pages/admin/submissions';
import { dashboardCatalog } from '../src/locales/dashboard-catalog';
import { captureDownloads, pageOf, readBlob, submission, tailorSubmission } from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
/** Messages as the code writes them, with no translation loaded. */
const english = setupI18n({ locale: 'xx', messages: { xx: {} } });

/** The page in a language with the catalogs the App loads already loaded (a test cannot wait for a suspended first render). */
async function openIn(language: Language) {
  i18n.load(language, {});
  activateLanguage(i18n, language);
  await Promise.all([dashboardCatalog, sharedUiCatalog, contractCatalog, formChoicesCatalog].map((catalog) => loadCatalog(catalog)));
}

async function renderIn(language: Language, role: DashboardRole, route = '/dashboard', api: MockApi = createMockApi()) {
  await openIn(language);
  return renderWithHost(<DashboardApp />, { route, user: testUser(role), api, language });
}

describe('the English of the translated data', () => {
  it('has a label for every sidebar entry of the contract, worded as the contract words it', () => {
    for (const entry of SIDEBAR_ENTRIES) {
      expect({ path: entry.path, label: SIDEBAR_LABELS[entry.path] && english._(SIDEBAR_LABELS[entry.path]) }).toEqual({
        path: entry.path,
        label: entry.label,
      });
    }
    expect(Object.keys(SIDEBAR_LABELS).sort()).toEqual(SIDEBAR_ENTRIES.map((entry) => entry.path).sort());
  });

  it('words the page titles and descriptions as DASHBOARD_ROUTES does', () => {
    expect(Object.keys(DASHBOARD_PAGE_HEADS).sort()).toEqual(Object.keys(DASHBOARD_ROUTES).sort());
    for (const [page, head] of Object.entries(DASHBOARD_PAGE_HEADS)) {
      const route = DASHBOARD_ROUTES[page as keyof typeof DASHBOARD_ROUTES];
      expect([english._(head.title), english._(head.description)]).toEqual([route.title, route.description]);
    }
  });

  it('names the kinds of form as SUBMISSION_LABELS does, and the data keys as labelOfKey does, but for an abbreviation written out', () => {
    for (const [kind, label] of Object.entries(SUBMISSION_KIND_LABELS)) {
      expect(english._(label)).toBe(SUBMISSION_LABELS[kind as keyof typeof SUBMISSION_LABELS]);
    }
    const writtenOut: Record<string, string> = { dob: 'Date of birth' };
    for (const [key, label] of Object.entries(DATA_KEY_LABELS)) expect(english._(label)).toBe(writtenOut[key] ?? labelOfKey(key));
  });
});

describe('the dashboard in Hindi and Marathi', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('shows a user the sidebar, the page and its title in Marathi', async () => {
    const { host } = await renderIn('mr', 'user');
    const nav = screen.getByRole('navigation', { name: 'डॅशबोर्ड' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent!);
    expect(labels).toHaveLength(4);
    for (const label of labels) {
      expect(label).toMatch(DEVANAGARI);
      expect(label).not.toMatch(LATIN_WORD);
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(DEVANAGARI);
    expect(host.setPageMeta).toHaveBeenCalledWith({ path: '/dashboard', title: 'डॅशबोर्ड', description: expect.stringMatching(DEVANAGARI) });
  });

  it('offers the language switch in the sidebar: Marathi current, the others keeping the page address', async () => {
    await renderIn('mr', 'admin', '/dashboard/profile');
    const languages = within(await screen.findByTestId('sidebar')).getByRole('navigation', { name: 'भाषा' });
    expect(within(languages).getByText('मराठी')).toHaveAttribute('aria-current', 'true');
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', languageChoiceLink('en', '/dashboard/profile'));
    expect(within(languages).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', languageChoiceLink('hi', '/dashboard/profile'));
  });

  it('shows a volunteer the programmes in Hindi with Hindi dates', async () => {
    await renderIn('hi', 'volunteer');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(DEVANAGARI);
    const cards = screen.getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card.textContent).not.toMatch(LATIN_WORD);
    for (const time of document.querySelectorAll('time')) expect(time.textContent).toMatch(DEVANAGARI);
  });

  it('shows an admin the table in Hindi and exports CSV headings in Hindi with the data unchanged', async () => {
    const downloads = captureDownloads();
    const api = createMockApi();
    api.get.mockResolvedValue(pageOf([tailorSubmission()]));
    await renderIn('hi', 'admin', '/dashboard', api);
    const table = await screen.findByRole('table', { name: 'सिलाई मशीन अनुरोध' });
    for (const header of within(table).getAllByRole('columnheader')) expect(header.textContent).toMatch(DEVANAGARI);
    expect(within(table).getByText('Sunita Bhoyar')).toBeInTheDocument();
    expect(screen.getByText('1 अनुरोध')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'CSV एक्सपोर्ट करें' }));
    downloads.restore();
    expect(downloads.names).toEqual([expect.stringMatching(/^tailor-machine-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const [header, row] = (await readBlob(downloads.blobs[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('ID,नाम,ईमेल,संपर्क,आधार नंबर,बैंक का नाम,खाता नंबर,IFSC कोड,पता,जमा करने का समय');
    expect(row).toMatch(/^rec-1,Sunita Bhoyar,sunita@example\.org,9822012345,/);
    // The time as the staff's clock reads it (the submission test checks which).
    expect(row).toMatch(/,2026-11-2\d \d\d:\d\d:00$/);
  });

  it('words the headings of other forms in Marathi, its numbers in the Latin digits the whole site writes', async () => {
    const api = createMockApi();
    api.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/admin/submissions/tailor-machine' ? pageOf([]) : pageOf([submission({ fullName: 'Asha', dob: '2000-01-01' })], 45)),
    );
    await renderIn('mr', 'admin', '/dashboard', api);
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'उपक्रम अर्ज');
    const table = await screen.findByRole('table', { name: 'उपक्रम अर्ज' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['पूर्ण नाव', 'जन्मतारीख', 'सादर केल्याची वेळ', 'कृती']);
    // The date of birth and the time sent read in Marathi: no stored "2000-01-01", no "AM" or "PM".
    const [, dateOfBirth, sent] = within(table).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    expect(dateOfBirth).toBe('1 जाने, 2000');
    expect(sent).toMatch(DEVANAGARI);
    expect(sent).not.toMatch(/[A-Za-z]/);
    expect(`${dateOfBirth}${sent}`).not.toMatch(/[०-९]/);
    expect(screen.getByText('45 नोंदी')).toBeInTheDocument();
    expect(screen.getByText('3 पैकी पान 1')).toBeInTheDocument();
  });

  it('shows the fixed choice a visitor picked in Marathi, as the form offered it', async () => {
    const api = createMockApi();
    api.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/admin/submissions/tailor-machine' ? pageOf([]) : pageOf([submission({ fullName: 'Asha', program: 'Guidance & Support' })])),
    );
    await renderIn('mr', 'admin', '/dashboard', api);
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'उपक्रम अर्ज');
    const table = await screen.findByRole('table', { name: 'उपक्रम अर्ज' });
    expect(within(table).getByText('मार्गदर्शन व साहाय्य')).toBeInTheDocument();
    expect(within(table).queryByText('Guidance & Support')).toBeNull();
  });

  it("exports a fixed choice in Marathi too, as the table shows it", async () => {
    const downloads = captureDownloads();
    const api = createMockApi();
    api.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/admin/submissions/tailor-machine' ? pageOf([]) : pageOf([submission({ name: 'Asha', topic: 'Something else' })])),
    );
    await renderIn('mr', 'admin', '/dashboard', api);
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'कॉल-बॅक विनंत्या');
    await screen.findByRole('table', { name: 'कॉल-बॅक विनंत्या' });
    await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
    downloads.restore();
    const [, row] = (await readBlob(downloads.blobs[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(row).toMatch(/^Asha,दुसरे काही,/);
  });

  it("shows the API's known English answers in Hindi and a role change in Hindi", async () => {
    const asha: Account = { id: 'u-2', name: 'Asha Meshram', email: 'asha@example.org', mobile: '9822000001', role: 'user', verified: true, createdAt: '2026-10-01T09:00:00.000Z' };
    const api = createMockApi();
    api.get.mockResolvedValue({ data: { items: [asha], total: 1, page: 1, pageSize: 20 } });
    api.put.mockResolvedValueOnce({ data: { ...asha, role: 'volunteer' } }).mockRejectedValueOnce({ response: { status: 500, data: { message: 'Something went wrong' } } });
    const { host } = await renderIn('hi', 'admin', '/dashboard/user-list', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'सभी मरीज़' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: /Asha Meshram/ });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'उपयोगकर्ता (मरीज़)',
      'स्वयंसेवक (रिसेप्शनिस्ट)',
      'एडमिन (डॉक्टर)',
    ]);
    await userEvent.selectOptions(select, 'स्वयंसेवक (रिसेप्शनिस्ट)');
    await userEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(host.toast.success).toHaveBeenCalledWith('Asha Meshram अब स्वयंसेवक (रिसेप्शनिस्ट) हैं।');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.selectOptions(select, 'एडमिन (डॉक्टर)');
    await userEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^क्या Asha Meshram \(asha@example\.org\) को एडमिन बनाना है\?/));
    confirm.mockRestore();
    expect(host.toast.error).toHaveBeenCalledWith(expect.stringMatching(DEVANAGARI));
    expect(host.toast.error).not.toHaveBeenCalledWith('Something went wrong');
  });

  it('shows the profile role in Marathi', async () => {
    const api = createMockApi();
    api.get.mockResolvedValue({
      data: { id: 'user-1', name: 'Ravi Kukde', email: 'ravi@example.org', mobile: '9822000002', role: 'volunteer', verified: true, createdAt: '2026-01-01T00:00:00.000Z' },
    });
    await renderIn('mr', 'volunteer', '/dashboard/profile', api);
    expect(await screen.findByText('स्वयंसेवक (रिसेप्शनिस्ट)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'प्रोफाइल' })).toBeInTheDocument();
  });
});
