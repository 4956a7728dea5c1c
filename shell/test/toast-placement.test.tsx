import { act, screen, waitFor } from '@testing-library/react';
import { PINNED_BAR_ATTRIBUTE } from 'shared-ui';
import { dismissToasts, SiteToasts, toasts } from '../src/host/toasts';
import { renderAt } from './render';

function pinnedBar(bottom: number) {
  const bar = document.createElement('header');
  bar.setAttribute(PINNED_BAR_ATTRIBUTE, '');
  bar.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.append(bar);
  return bar;
}

const toastTop = () => document.querySelector<HTMLElement>('.Toastify__toast-container')!.style.top;

describe('toasts', () => {
  it('show below the bar pinned at the top, following it while one shows, also when the page changes without a scroll', async () => {
    renderAt(<SiteToasts />);
    const dashboardBar = pinnedBar(56);
    toasts.info('Your session has ended. Please log in again.');
    await screen.findByText('Your session has ended. Please log in again.');
    expect(toastTop()).toBe('64px');

    // The login page comes with the site's header, where the dashboard's bar was.
    dashboardBar.remove();
    const siteHeader = pinnedBar(165);
    await waitFor(() => expect(toastTop()).toBe('173px'));

    // With no toast left on the screen, nothing is measured any more.
    await act(async () => {
      dismissToasts();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    siteHeader.remove();
    pinnedBar(56);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toastTop()).toBe('173px');
  });
});
