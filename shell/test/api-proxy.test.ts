/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { REFUSAL_MESSAGES } from 'shared-contracts';
import { registerApiProxy } from '../server/api-proxy.mjs';

async function listening(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function proxyTo(upstream: string) {
  const app = Fastify();
  await registerApiProxy(app, { upstream, backendAnswerTimeoutMs: 300 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, send: () => fetch(`${address}/api/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'reader@example.org' }) }) };
}

describe("the shell's /api edge, when the backend cannot answer", () => {
  it('answers 503 with the message the pages translate, when the backend accepts but never answers', async () => {
    const hung = http.createServer((request) => void request.resume());
    const { app, send } = await proxyTo(await listening(hung));
    try {
      const answer = await send();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: REFUSAL_MESSAGES.serviceUnavailable });
    } finally {
      await app.close();
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('answers the same when nothing listens there', async () => {
    const closed = http.createServer();
    const address = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { app, send } = await proxyTo(address);
    try {
      const answer = await send();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ message: REFUSAL_MESSAGES.serviceUnavailable });
    } finally {
      await app.close();
    }
  });
});
