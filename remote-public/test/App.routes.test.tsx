import { screen } from '@testing-library/react';
import { renderWithHost } from 'standalone-host/testing';
import { FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES } from 'shared-contracts';
import App from '../src/App';

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('remote-public routes', () => {
  it.each(Object.entries(PUBLIC_ROUTES))('%s renders its page with its own h1 and metadata', async (_key, route) => {
    const { host } = renderWithHost(<App />, { route: route.path });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/\S/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(host.setPageMeta).toHaveBeenCalledWith({ title: route.title, description: route.description, path: route.path });
  });

  it('gives every route a distinct title', () => {
    const titles = Object.values(PUBLIC_ROUTES).map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('shows the free service page at /frees with the canonical /free metadata', async () => {
    const { host } = renderWithHost(<App />, { route: FREE_SERVICE_ALIAS_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: PUBLIC_ROUTES.freeService.title })).toBeInTheDocument();
    expect(host.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ path: PUBLIC_ROUTES.freeService.path }));
  });

  it('shows the same donation page at why-donate-us and become-a-hero/donate', async () => {
    renderWithHost(<App />, { route: PUBLIC_ROUTES.heroDonate.path });
    expect(await screen.findByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PUBLIC_ROUTES.heroDonate.title);
  });

  it('shows a friendly not-found page for an unknown path', async () => {
    const { host } = renderWithHost(<App />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(host.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ title: 'Page not found', path: '/no-such-page' }));
  });
});
