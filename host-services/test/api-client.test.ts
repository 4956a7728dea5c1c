import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';
import type { AxiosAdapter } from 'axios';
import { ApiError, CONNECTION_MESSAGES, failureMessageOf } from 'shared-contracts/host';
import { API_TIMEOUT_MS, createApiClient } from '../src/api-client';
import { createHostApi } from '../src/create-host-api';

function answering(status: number, data: unknown = {}): { adapter: AxiosAdapter; seen: { headers?: unknown }[] } {
  const seen: { headers?: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ headers: config.headers });
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { config, response, isAxiosError: true });
    }
    return response;
  };
  return { adapter, seen };
}

beforeEach(() => Cookies.remove('token', { path: '/' }));

describe('API client', () => {
  it('sends the token cookie as a bearer header', async () => {
    Cookies.set('token', 'abc.def.ghi', { path: '/' });
    const client = createApiClient('/api', jest.fn());
    const { adapter, seen } = answering(200);
    client.defaults.adapter = adapter;
    await client.get('/me');
    expect((seen[0].headers as { Authorization?: string }).Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a cookie', async () => {
    const client = createApiClient('/api', jest.fn());
    const { adapter, seen } = answering(200);
    client.defaults.adapter = adapter;
    await client.get('/health');
    expect((seen[0].headers as { Authorization?: string }).Authorization).toBeUndefined();
  });

  it("names the page's language, so the API mails in it", async () => {
    document.documentElement.lang = 'mr';
    const client = createApiClient('/api', jest.fn());
    const { adapter, seen } = answering(201);
    client.defaults.adapter = adapter;
    await client.post('/forms/contact', {});
    expect((seen[0].headers as { 'Accept-Language'?: string })['Accept-Language']).toBe('mr');
    document.documentElement.lang = '';
  });

  it('signs out on any 401 answer to an authenticated request', async () => {
    Cookies.set('token', 'abc.def.ghi', { path: '/' });
    const onUnauthorized = jest.fn();
    const client = createApiClient('/api', onUnauthorized);
    client.defaults.adapter = answering(401, { message: 'Session expired' }).adapter;
    await expect(client.get('/admin/view-data')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on other errors', async () => {
    Cookies.set('token', 'abc.def.ghi', { path: '/' });
    const onUnauthorized = jest.fn();
    const client = createApiClient('/api', onUnauthorized);
    client.defaults.adapter = answering(403, { message: 'Forbidden' }).adapter;
    await expect(client.get('/admin/view-data')).rejects.toMatchObject({ response: { status: 403 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a backend that accepts the request but never answers', () => {
  it('is given up after the client waits its limit, and the visitor is told the connection failed', async () => {
    const server = http.createServer((request) => {
      request.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
      const api = createHostApi(createApiClient(base, jest.fn(), 300));
      const failure = await api.submitForm('newsletter', { email: 'reader@example.org' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).failure).toBe('timeout');
      expect(failureMessageOf(failure, 'Something went wrong. Please try again.')).toBe(CONNECTION_MESSAGES.tooSlow);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('waits that long by default: longer than the API takes on the slowest line', () => {
    expect(createApiClient('/api', jest.fn()).defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
  });
});
