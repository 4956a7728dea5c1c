import { setupI18n } from '@lingui/core';
import { defineCatalog, loadCatalog } from '../src/i18n/catalog';

function catalogWithLoaders() {
  const hi = jest.fn(async () => ({ messages: { greeting: 'नमस्ते' } }));
  const mr = jest.fn(async () => ({ messages: { greeting: 'नमस्कार' } }));
  return { catalog: defineCatalog({ greeting: 'Hello' }, { hi, mr }), hi, mr };
}

describe('catalogs, loaded per language', () => {
  it('an English page loads no chunk: English ships with the code', async () => {
    const { catalog, hi, mr } = catalogWithLoaders();
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    await loadCatalog(catalog, english);
    expect(english._('greeting')).toBe('Hello');
    expect(hi).not.toHaveBeenCalled();
    expect(mr).not.toHaveBeenCalled();
  });

  it('a Hindi page loads the Hindi chunk once, and never the Marathi one', async () => {
    const { catalog, hi, mr } = catalogWithLoaders();
    const hindi = setupI18n({ locale: 'hi', messages: { hi: {} } });
    await Promise.all([loadCatalog(catalog, hindi), loadCatalog(catalog, hindi)]);
    await loadCatalog(catalog, hindi);
    expect(hindi._('greeting')).toBe('नमस्ते');
    expect(hi).toHaveBeenCalledTimes(1);
    expect(mr).not.toHaveBeenCalled();
  });

  it('a chunk that failed to load is fetched again next time', async () => {
    const { catalog, mr } = catalogWithLoaders();
    mr.mockRejectedValueOnce(new Error('offline'));
    const marathi = setupI18n({ locale: 'mr', messages: { mr: {} } });
    await expect(loadCatalog(catalog, marathi)).rejects.toThrow('offline');
    await loadCatalog(catalog, marathi);
    expect(marathi._('greeting')).toBe('नमस्कार');
    expect(mr).toHaveBeenCalledTimes(2);
  });
});
