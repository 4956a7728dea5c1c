import { runtimeConfigSchema } from 'shared-contracts';
import { pageWithRuntimeConfig } from '../server/page.mjs';
import { buildRuntimeConfig } from '../server/runtime-config.mjs';
import { fetchRuntimeConfig } from '../src/federation/runtime-config';

describe('runtime config inlined into the page', () => {
  const config = buildRuntimeConfig({ REMOTE_AUTH_URL: 'https://auth.example.org', UPI_PAYEE_NAME: '</script><b>x' });
  const page = pageWithRuntimeConfig('<html><head><title>t</title></head><body></body></html>', config);

  it('preconnects to each remote origin and cannot be broken out of by a value', () => {
    expect(page).toContain('<link rel="preconnect" href="https://auth.example.org" crossorigin>');
    expect(page).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin>');
    expect(page).not.toContain('</script><b>');
  });

  it('is what the browser reads, without a request', async () => {
    document.documentElement.innerHTML = page.replace(/<\/?html>/g, '');
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    await expect(fetchRuntimeConfig()).resolves.toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the runtime config the server writes', () => {
  it('holds to the contract, with the built-in samples and with every setting given', () => {
    const configured = {
      SITE_URL: 'https://example.org',
      UPI_ID: 'charity@bank',
      UPI_PAYEE_NAME: 'Charity',
      BANK_ACCOUNT_NAME: 'Charity',
      BANK_ACCOUNT_NUMBER: '1234567890',
      BANK_IFSC: 'SBIN0000001',
      BANK_NAME: 'State Bank of India',
      BANK_BRANCH: 'Gondia',
    };
    for (const env of [{}, configured]) {
      const config = buildRuntimeConfig(env);
      expect(runtimeConfigSchema.parse(config)).toEqual(config);
    }
  });

  it('is refused by the browser when it names no remotes', async () => {
    document.documentElement.innerHTML = '<head><script id="runtime-config" type="application/json">{"apiBase":"/api"}</script></head><body></body>';
    await expect(fetchRuntimeConfig()).rejects.toThrow('The runtime config names no remotes');
  });
});

describe('where the runtime config finds each remote', () => {
  it('follows a remote moved with its port variable, and an explicit URL over both', () => {
    const entries = Object.fromEntries(
      buildRuntimeConfig({ REMOTE_PUBLIC_PORT: '5001', REMOTE_AUTH_PORT: '5002', REMOTE_AUTH_URL: 'https://auth.example.org' }).remotes.map(
        (remote) => [remote.name, remote.entry],
      ),
    );
    expect(entries).toEqual({
      remote_public: 'http://localhost:5001/remoteEntry.js',
      remote_auth: 'https://auth.example.org/remoteEntry.js',
      remote_dashboard: 'http://localhost:3003/remoteEntry.js',
    });
  });
});
