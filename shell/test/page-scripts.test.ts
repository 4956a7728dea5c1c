import { loadPageScripts, PageScriptUnavailableError } from '../src/federation/page-scripts';
import { CODE_ARRIVAL_LIMIT_MS } from 'shared-contracts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The script elements requested for `src` so far; the test answers them as the network would. */
const requested = (src: string) => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === src);
const answer = (src: string, outcome: 'load' | 'error') => requested(src).at(-1)!.dispatchEvent(new Event(outcome));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a pre-rendered page's own scripts", () => {
  it('asks once more at once for a script whose request failed (a failed preload hands its failure on once)', async () => {
    const src = 'http://localhost/page-a.js';
    const load = loadPageScripts([src]);
    answer(src, 'error');
    await settled();
    expect(requested(src)).toHaveLength(1);
    answer(src, 'load');
    await expect(load).resolves.toBeUndefined();
  });

  it('fails after two failed requests, and the next try requests the script anew; one that arrived is not requested again', async () => {
    const [failing, arriving] = ['http://localhost/page-b.js', 'http://localhost/page-c.js'];
    const load = loadPageScripts([failing, arriving]);
    answer(arriving, 'load');
    answer(failing, 'error');
    await settled();
    answer(failing, 'error');
    await expect(load).rejects.toBeInstanceOf(PageScriptUnavailableError);

    const again = loadPageScripts([failing, arriving]);
    expect(requested(failing)).toHaveLength(1);
    expect(requested(arriving)).toHaveLength(0);
    answer(failing, 'load');
    await expect(again).resolves.toBeUndefined();
  });

  it('waits for a script that takes 25 s to arrive, as on a 2G link, instead of giving up', async () => {
    jest.useFakeTimers();
    try {
      const src = 'http://localhost/page-slow.js';
      const load = loadPageScripts([src]);
      jest.advanceTimersByTime(25_000);
      answer(src, 'load');
      await expect(load).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up on a script that stalls past the limit, and the next try requests it anew', async () => {
    jest.useFakeTimers();
    try {
      const src = 'http://localhost/page-d.js';
      const load = loadPageScripts([src]);
      jest.advanceTimersByTime(CODE_ARRIVAL_LIMIT_MS);
      await expect(load).rejects.toBeInstanceOf(PageScriptUnavailableError);
      loadPageScripts([src]).catch(() => undefined);
      expect(requested(src)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
