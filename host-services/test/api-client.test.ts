import Cookies from 'js-cookie';
import type { AxiosAdapter } from 'axios';
import { createApiClient } from '../src/api-client';

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
