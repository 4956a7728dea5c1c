import { act, screen, waitFor } from '@testing-library/react';
import { PINNED_BAR_ATTRIBUTE } from 'shared-ui';
import { dismissToasts, SiteToasts, toasts } from '../src/host/toasts';
import { renderAt } from './render';

describe('toasts', () => {
  it('show below the bar pinned at the top when they come, whichever it is, and follow scrolling only while one shows', async () => {
    const pinnedBar = (bottom: number) => {
      const bar = document.createElement('header');
      bar.setAttribute(PINNED_BAR_ATTRIBUTE, '');
      bar.getBoundingClientRect = () => ({ bottom }) as DOMRect;
      document.body.append(bar);
      return bar;
    };
    const container = () => document.querySelector<HTMLElement>('.Toastify__toast-container')!;
    const addListener = jest.spyOn(window, 'addEventListener');
    const removeListener = jest.spyOn(window, 'removeEventListener');
    renderAt(<SiteToasts />);

    const siteHeader = pinnedBar(165);
    toasts.error('Invalid email or password');
    await screen.findByText('Invalid email or password');
    expect(container().style.top).toBe('173px');
    expect(addListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });

    act(() => dismissToasts());
    await waitFor(() => expect(removeListener).toHaveBeenCalledWith('scroll', expect.any(Function)));

    siteHeader.remove();
    pinnedBar(56);
    toasts.success('Asha is now volunteer.');
    await screen.findByText('Asha is now volunteer.');
    await waitFor(() => expect(container().style.top).toBe('64px'));
    addListener.mockRestore();
    removeListener.mockRestore();
  });
});
