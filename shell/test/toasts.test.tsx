import { screen } from '@testing-library/react';
import { loadCatalog } from 'shared-ui/i18n';
import { SiteToasts, toasts } from '../src/host/toasts';
import { frameCatalog } from '../src/locales/frame-catalog';
import { renderAt } from './render';

describe('site toasts', () => {
  it('put nothing on the page until the first message, then show it', async () => {
    const { container } = renderAt(<SiteToasts />);
    expect(container.querySelector('.Toastify')).toBeNull();
    toasts.error('Invalid email or password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("label the notifications and their close button in the page's language", async () => {
    const { i18n } = await import('@lingui/core');
    i18n.activate('mr');
    await loadCatalog(frameCatalog);
    renderAt(<SiteToasts />, '/', 'mr');
    toasts.info('संदेश');
    await screen.findByText('संदेश');
    expect(screen.getByRole('button', { name: 'बंद करा' })).toBeInTheDocument();
    expect(document.querySelector('section[aria-label]')?.getAttribute('aria-label')).toBe('सूचना Alt+T');
  });
});
