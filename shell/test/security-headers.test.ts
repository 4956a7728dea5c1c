import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildRuntimeConfig } from '../server/runtime-config.mjs';
import { securityHeadersHook } from '../server/security-headers.mjs';

async function headersFor(protocol: 'http' | 'https', env: NodeJS.ProcessEnv = {}) {
  const sent: Record<string, string> = {};
  const reply = { headers: (values: Record<string, string>) => Object.assign(sent, values) } as unknown as FastifyReply;
  await securityHeadersHook(buildRuntimeConfig(env))({ protocol } as FastifyRequest, reply);
  return sent;
}

describe('security headers of the shell server', () => {
  it('allow scripts and manifests from exactly the configured remotes', async () => {
    const headers = await headersFor('http', { REMOTE_PUBLIC_URL: 'https://public.example.org/v2' });
    const policy = headers['content-security-policy'];
    expect(/script-src ([^;]+)/.exec(policy)![1].split(' ').sort()).toEqual(
      ["'self'", 'http://localhost:3002', 'http://localhost:3003', 'https://public.example.org'].sort(),
    );
    expect(policy).toContain("connect-src 'self' https://public.example.org");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('send HSTS only to requests that came over HTTPS', async () => {
    expect((await headersFor('http'))['strict-transport-security']).toBeUndefined();
    expect((await headersFor('https'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
