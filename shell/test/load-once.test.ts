import { loadsOnce } from '../src/federation/load-once';

describe('loading each remote once', () => {
  it('hands every caller the same promise, marked with its value the way React reads it', async () => {
    const fetch = jest.fn(async (key: string) => `app of ${key}`);
    const loads = loadsOnce(fetch);
    const first = loads.load('remote_public');
    expect(loads.load('remote_public')).toBe(first);
    await expect(first).resolves.toBe('app of remote_public');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'app of remote_public' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure, marked with its reason, until it is forgotten for a retry', async () => {
    const failure = new Error('manifest unreachable');
    const fetch = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('app');
    const loads = loadsOnce(fetch);
    const failed = loads.load('remote_auth');
    await expect(failed).rejects.toBe(failure);
    expect(failed).toMatchObject({ status: 'rejected', reason: failure });
    expect(loads.load('remote_auth')).toBe(failed);
    loads.forget('remote_auth');
    await expect(loads.load('remote_auth')).resolves.toBe('app');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
