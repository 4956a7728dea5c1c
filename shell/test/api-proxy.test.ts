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

/** Sends a form through the edge pointed at `upstream`, and reads what the visitor gets back. */
async function answerThrough(upstream: string) {
  const app = Fastify();
  await registerApiProxy(app, { upstream, backendAnswerTimeoutMs: 300 });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${address}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.org' }),
    });
    return { status: answer.status, body: await answer.json() };
  } finally {
    await app.close();
  }
}

const UNAVAILABLE = { status: 503, body: { message: REFUSAL_MESSAGES.serviceUnavailable } };

describe("the shell's /api edge, when the backend cannot answer", () => {
  it('answers 503 with the message the pages translate, when the backend accepts but never answers', async () => {
    const hung = http.createServer((request) => void request.resume());
    try {
      expect(await answerThrough(await listening(hung))).toEqual(UNAVAILABLE);
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('answers the same when nothing listens there', async () => {
    const closed = http.createServer();
    const address = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect(await answerThrough(address)).toEqual(UNAVAILABLE);
  });
});
