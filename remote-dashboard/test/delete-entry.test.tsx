import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, hostApiOver, httpError, renderWithHost, testUser } from 'standalone-host/testing';
import DashboardApp from '../src/App';
import { pageOf, renderDashboard, submission } from './helpers';

const asha = submission({ name: 'Asha Meshram', email: 'asha@example.org', message: 'Please delete my message' }, 'entry-asha');
const ravi = submission({ name: 'Ravi', email: 'ravi@example.org', message: 'Hello' }, 'entry-ravi');

/** Contact messages as the API lists them: both, until Asha's is deleted. */
function contactMessages() {
  const api = createMockApi();
  let deleted = false;
  api.get.mockImplementation(() => Promise.resolve(pageOf(deleted ? [ravi] : [asha, ravi])));
  api.delete.mockImplementation(() => {
    deleted = true;
    return Promise.resolve({ data: '' });
  });
  return api;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('admin: deleting an entry when its sender asks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('deletes the entry once the admin confirms whose it is, says so, and shows the list without it', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = contactMessages();
    const { host } = renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByText('asha@example.org');

    await userEvent.click(within(rowOf('asha@example.org')).getByRole('button', { name: 'Delete the entry of Asha Meshram' }));
    expect(confirm).toHaveBeenCalledWith('Delete the entry of Asha Meshram for good? It cannot be undone.');
    expect(api.delete).toHaveBeenCalledWith('/admin/submissions/contact/entry-asha');
    await waitFor(() => expect(screen.queryByText('asha@example.org')).not.toBeInTheDocument());
    expect(screen.getByText('ravi@example.org')).toBeInTheDocument();
    expect(host.toast.success).toHaveBeenCalledWith('The entry of Asha Meshram was deleted.');
    // Its row and button are gone: the focus goes to the table, not to the top of the page.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contact messages' })).toHaveFocus());
  });

  it("counts today's entries again once one is deleted: the count above the list follows the list", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = createMockApi();
    let deleted = false;
    api.get.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/admin/submission-counts' ? { data: { counts: [{ kind: 'contact', since: deleted ? 1 : 2 }] } } : pageOf(deleted ? [ravi] : [asha, ravi]),
      ),
    );
    api.delete.mockImplementation(() => {
      deleted = true;
      return Promise.resolve({ data: '' });
    });
    renderDashboard('admin', '/dashboard?form=contact', api);
    expect(await screen.findByRole('link', { name: 'Contact messages (2)' })).toBeInTheDocument();

    await userEvent.click(within(rowOf('asha@example.org')).getByRole('button', { name: 'Delete the entry of Asha Meshram' }));

    expect(await screen.findByRole('link', { name: 'Contact messages (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact messages (2)' })).not.toBeInTheDocument();
  });

  it('deletes nothing when the admin declines', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const api = contactMessages();
    const { host } = renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByText('asha@example.org');

    await userEvent.click(within(rowOf('asha@example.org')).getByRole('button', { name: 'Delete the entry of Asha Meshram' }));
    expect(api.delete).not.toHaveBeenCalled();
    expect(host.toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  });

  it('names a newsletter subscription by its address', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const api = createMockApi();
    api.get.mockResolvedValue(pageOf([submission({ email: 'reader@example.org', confirmedAt: '', unsubscribeLink: 'https://example.org/u' }, 'n1')]));
    renderDashboard('admin', '/dashboard?form=newsletter', api);
    await screen.findByText('reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the entry of reader@example.org' }));
    expect(confirm).toHaveBeenCalledWith('Delete the entry of reader@example.org for good? It cannot be undone.');
  });

  it('names a programme application by its applicant, whose name is stored as their full name', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const api = createMockApi();
    api.get.mockResolvedValue(pageOf([submission({ fullName: 'Pooja Kawale', email: 'pooja@example.org', program: 'Skill Development' }, 'p1')]));
    renderDashboard('admin', '/dashboard?form=program-application', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the entry of Pooja Kawale' }));
    expect(confirm).toHaveBeenCalledWith('Delete the entry of Pooja Kawale for good? It cannot be undone.');
  });

  it('an entry another admin deleted meanwhile: says so and shows the list as it is now', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = contactMessages();
    api.delete.mockImplementation(() => {
      api.get.mockResolvedValue(pageOf([ravi]));
      return Promise.reject(httpError(404, { message: 'There is no such entry. It may have been deleted already.' }));
    });
    const { host } = renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByText('asha@example.org');

    await userEvent.click(within(rowOf('asha@example.org')).getByRole('button', { name: 'Delete the entry of Asha Meshram' }));
    await waitFor(() => expect(screen.queryByText('asha@example.org')).not.toBeInTheDocument());
    expect(host.toast.error).toHaveBeenCalledWith('There is no such entry. It may have been deleted already.');
  });

  it('keeps the entry and its button when the deleting fails, and says to try again', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = contactMessages();
    api.delete.mockRejectedValue(httpError(500, {}));
    const { host } = renderDashboard('admin', '/dashboard?form=contact', api);
    await screen.findByText('asha@example.org');

    const button = within(rowOf('asha@example.org')).getByRole('button', { name: 'Delete the entry of Asha Meshram' });
    await userEvent.click(button);
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Could not delete the entry. Please try again.'));
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  });

  it('offers no deleting under a shell whose API cannot delete (deployed before it)', async () => {
    const api = contactMessages();
    const olderApi = { ...hostApiOver(api), deleteSubmission: undefined };
    renderWithHost(<DashboardApp />, { route: '/dashboard?form=contact', user: testUser('admin'), api, overrides: { api: olderApi } });
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Actions');
  });
});
