import { buildRuntimeConfig } from '../server/runtime-config.mjs';
import { securityHeadersFor } from '../server/security-headers.mjs';
import { LOADER_HASH_SOURCE } from '../server/scripts-after-first-paint.mjs';

const headersFor = (protocol: 'http' | 'https', env: NodeJS.ProcessEnv = {}) => securityHeadersFor(buildRuntimeConfig(env))({ protocol });

describe('security headers of the shell server', () => {
  it('allow scripts and manifests from exactly the configured remotes', async () => {
    const headers = headersFor('http', { REMOTE_PUBLIC_URL: 'https://public.example.org/v2' });
    const policy = headers['content-security-policy'];
    expect(/script-src ([^;]+)/.exec(policy)![1].split(' ').sort()).toEqual(
      ["'self'", 'http://localhost:3002', 'http://localhost:3003', 'https://public.example.org', LOADER_HASH_SOURCE].sort(),
    );
    expect(policy).toContain("connect-src 'self' https://public.example.org");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('send HSTS only to requests that came over HTTPS', async () => {
    expect((headersFor('http'))['strict-transport-security']).toBeUndefined();
    expect((headersFor('https'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
