import { forgetPageMemory, keptAcrossPageLoads } from '../src/form/kept-across-page-loads';

const isText = (value: unknown): value is string => typeof value === 'string';
const leave = () => window.dispatchEvent(new Event('pagehide'));
const backFromMemory = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
/** The visitor switches to another app (`hidden`) or back (`visible`). */
const turnPage = (state: DocumentVisibilityState) => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('entries kept across a page loaded whole', () => {
  afterEach(() => jest.restoreAllMocks());

  it('wait in the tab storage once the page is left, and the next page takes each out as it asks', () => {
    const kept = keptAcrossPageLoads('test-a:', isText);
    kept.set('contact', 'Sunita');
    leave();
    forgetPageMemory();
    expect(kept.get('contact')).toBe('Sunita');
    expect(window.sessionStorage.getItem('test-a:contact')).toBeNull();
  });

  it('a page restored from the browser memory removes its own stored copies, not those a newer page wrote', () => {
    const kept = keptAcrossPageLoads('test-b:', isText);
    kept.set('contact', 'mine');
    kept.set('call-back', 'mine');
    leave();
    window.sessionStorage.setItem('test-b:call-back', JSON.stringify({ page: 'a newer page', value: 'newer' }));
    backFromMemory();
    expect(window.sessionStorage.getItem('test-b:contact')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('test-b:call-back')!)).toEqual({ page: 'a newer page', value: 'newer' });
  });

  it('wait in the tab storage once the page is hidden, for the page a phone loads afresh after discarding it without a pagehide', () => {
    const kept = keptAcrossPageLoads('test-e:', isText);
    kept.set('contact', 'Sunita');
    turnPage('hidden');
    forgetPageMemory();
    expect(kept.get('contact')).toBe('Sunita');
    expect(window.sessionStorage.getItem('test-e:contact')).toBeNull();
  });

  it('leave the tab storage when the hidden page is shown again as it was, and an entry that ends meanwhile leaves it at once', () => {
    const kept = keptAcrossPageLoads('test-f:', isText);
    kept.set('contact', 'Sunita');
    kept.set('call-back', 'Tirora');
    turnPage('hidden');
    kept.delete('call-back');
    expect(window.sessionStorage.getItem('test-f:call-back')).toBeNull();
    expect(window.sessionStorage.getItem('test-f:contact')).not.toBeNull();

    turnPage('visible');
    expect(window.sessionStorage.getItem('test-f:contact')).toBeNull();
    expect(kept.get('contact')).toBe('Sunita');
  });

  it('leaves out what another page left in a shape it does not know', () => {
    const kept = keptAcrossPageLoads('test-c:', isText);
    window.sessionStorage.setItem('test-c:contact', '{not json');
    window.sessionStorage.setItem('test-c:call-back', JSON.stringify({ page: 'p', value: 42 }));
    expect(kept.get('contact')).toBeUndefined();
    expect(kept.get('call-back')).toBeUndefined();
  });

  it('keeps the other entries when storage refuses one', () => {
    const kept = keptAcrossPageLoads('test-d:', isText);
    kept.set('contact', 'x'.repeat(10));
    kept.set('call-back', 'Tirora');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      leave();
    } finally {
      setItem.mockRestore();
    }
    expect(window.sessionStorage.getItem('test-d:call-back')).not.toBeNull();
  });
});
