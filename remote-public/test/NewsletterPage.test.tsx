import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { CONFIRMATION_MESSAGES, PUBLIC_ROUTES, REFUSAL_MESSAGES } from 'shared-contracts';
import type { HostApi } from 'shared-contracts/host';
import { httpError, renderWithHost } from 'standalone-host/testing';
import { loadCatalog } from 'shared-ui/i18n';
import PublicApp, { APP_CATALOGS } from '../src/App';
import { NewsletterPage } from '../src/pages/NewsletterPage';

const TOKEN = '0b8c6a52-3d7e-4f1a-9c2b-5e6f7a8b9c0d.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const LINKED = `${PUBLIC_ROUTES.newsletter.path}?token=${TOKEN}`;

describe('the newsletter page', () => {
  afterEach(() => i18n.activate('en'));

  it("confirms the subscription its link names only when its button is pressed, and shows the server's answer", async () => {
    const user = userEvent.setup();
    const { api } = renderWithHost(<NewsletterPage />, { route: LINKED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    api.post.mockResolvedValueOnce({ data: { message: CONFIRMATION_MESSAGES.newsletterConfirmed } });
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(api.post).toHaveBeenCalledWith('/newsletter/confirm', { token: TOKEN });
    expect(await screen.findByText(CONFIRMATION_MESSAGES.newsletterConfirmed)).toBeInTheDocument();
  });

  it('ends the subscription with the other button', async () => {
    const user = userEvent.setup();
    const { api } = renderWithHost(<NewsletterPage />, { route: LINKED });
    api.post.mockResolvedValueOnce({ data: { message: CONFIRMATION_MESSAGES.newsletterUnsubscribed } });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(api.post).toHaveBeenCalledWith('/newsletter/unsubscribe', { token: TOKEN });
    expect(await screen.findByText(CONFIRMATION_MESSAGES.newsletterUnsubscribed)).toBeInTheDocument();
  });

  it("offers only Unsubscribe on the staff's unsubscribe link, which cannot confirm", async () => {
    const user = userEvent.setup();
    const { api } = renderWithHost(<NewsletterPage />, { route: `${PUBLIC_ROUTES.newsletter.path}?unsubscribe=${TOKEN}` });
    api.post.mockResolvedValueOnce({ data: { message: CONFIRMATION_MESSAGES.newsletterUnsubscribed } });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
    expect(api.post).toHaveBeenCalledWith('/newsletter/unsubscribe', { token: TOKEN });
    expect(await screen.findByText(CONFIRMATION_MESSAGES.newsletterUnsubscribed)).toBeInTheDocument();
  });

  it('under a shell deployed before the page, whose host has no such call, says it failed instead of doing nothing', async () => {
    const user = userEvent.setup();
    renderWithHost(<NewsletterPage />, { route: LINKED, overrides: { api: {} as HostApi } });
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please try again/);
  });

  it("shows a refusal in the page's language", async () => {
    const user = userEvent.setup();
    // The whole remote, as on a Marathi page: the page loads the contract's translations itself.
    i18n.load('mr', {});
    i18n.activate('mr');
    await Promise.all(APP_CATALOGS.map((catalog) => loadCatalog(catalog)));
    let api!: ReturnType<typeof renderWithHost>['api'];
    await act(async () => {
      ({ api } = renderWithHost(<PublicApp />, { route: LINKED, language: 'mr' }));
    });
    api.post.mockRejectedValueOnce(httpError(404, { message: REFUSAL_MESSAGES.newsletterSubscriptionGone }));
    await user.click(await screen.findByRole('button', { name: 'माझ्या सदस्यत्वाची पुष्टी करा' }));
    expect(await screen.findByText('हे सदस्यत्व संपले आहे. कोणत्याही पानाच्या तळाशी तुम्ही पुन्हा सदस्य होऊ शकता.')).toBeInTheDocument();
  });

  it('without a token tells how to subscribe, and offers no button that could not work', async () => {
    renderWithHost(<NewsletterPage />, { route: PUBLIC_ROUTES.newsletter.path });
    expect(await screen.findByText(/enter your e-mail address in the form at the foot of this page/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("hydrates the server's HTML (which knows no token) without a mismatch, and its buttons then appear and work", async () => {
    const user = userEvent.setup();
    const { api, hydrationErrors } = renderWithHost(<NewsletterPage />, { route: LINKED, hydrate: true });
    api.post.mockResolvedValueOnce({ data: { message: CONFIRMATION_MESSAGES.newsletterConfirmed } });
    const confirm = await screen.findByRole('button', { name: 'Confirm my subscription' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(api.post).toHaveBeenCalledWith('/newsletter/confirm', { token: TOKEN });
    expect(hydrationErrors).toEqual([]);
  });
});
