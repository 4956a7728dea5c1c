import { ApiError, type HostApi } from 'shared-contracts/host';
import { createLazyHostApi } from '../src/lazy-host-api';

const account = { id: 'a1', name: 'Asha', email: 'asha@example.org', mobile: '9822000000', role: 'user' as const, createdAt: '2026-11-23T00:00:00.000Z' };

describe('host.api loaded on first use', () => {
  it('downloads nothing until the first call, then once for every call after', async () => {
    const me = jest.fn().mockResolvedValue(account);
    const load = jest.fn().mockResolvedValue({ me } as unknown as HostApi);
    const api = createLazyHostApi(load);
    expect(load).not.toHaveBeenCalled();

    const signal = new AbortController().signal;
    await expect(Promise.all([api.me(signal), api.me()])).resolves.toEqual([account, account]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(me).toHaveBeenNthCalledWith(1, signal);
  });

  it('turns a failed download into a network ApiError and tries again on the next call', async () => {
    const me = jest.fn().mockResolvedValue(account);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ me } as unknown as HostApi);
    const api = createLazyHostApi(load);

    const failure = await api.me().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ failure: 'network' });
    await expect(api.me()).resolves.toEqual(account);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
