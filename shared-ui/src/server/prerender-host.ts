import type { RuntimeConfig } from 'shared-contracts';
import type { HostApi, HostServices } from 'shared-contracts/host';

function notWhilePrerendering(what: string): never {
  throw new Error(`${what} is not available while pages are rendered to HTML`);
}

/** Anything a page calls only after a visitor acts (the API) fails loudly if a render calls it. */
const unavailableApi = new Proxy({} as HostApi, { get: (_target, method) => () => notWhilePrerendering(`host.api.${String(method)}`) });

/**
 * The host a page sees while it is rendered to HTML: nobody signed in (HTML rendered ahead of time
 * is the same for everyone), no API. A remote's pages render at its build, without the site's
 * runtime config, so reading it there fails the build instead of baking in a wrong value.
 */
export function prerenderHost(config?: RuntimeConfig): HostServices {
  return {
    session: { status: 'signed-out', user: null },
    login: () => notWhilePrerendering('login'),
    logout: () => notWhilePrerendering('logout'),
    api: unavailableApi,
    toast: { success: () => undefined, error: () => undefined, info: () => undefined },
    setPageMeta: () => undefined,
    config: config ?? new Proxy({} as RuntimeConfig, { get: (_target, key) => notWhilePrerendering(`host.config.${String(key)}`) }),
  };
}
