/** @jest-environment node */
import { lazyPage } from '../src/lazy-page';
import { defineCatalog, LanguageProvider, useCatalog } from '../src/i18n';
import { i18nFor, notingRenderedChunks, renderToHtml } from '../src/server';

const ContactPage = lazyPage('contact-page', async () => ({ topic }: { topic: string }) => <h1>Write to us about {topic}</h1>);
const FaqsPage = lazyPage('faqs-page', async () => () => <h1>Questions</h1>);

const formsCatalog = defineCatalog(
  { greeting: 'Hello' },
  { hi: async () => ({ messages: { greeting: 'नमस्ते' } }), mr: async () => ({ messages: { greeting: 'नमस्कार' } }) },
  { hi: 'forms-hi', mr: 'forms-mr' },
);

function Greeting() {
  useCatalog(formsCatalog);
  return <p>greeting</p>;
}

describe('a page rendered ahead of time names the chunks its parts need in the browser', () => {
  it('a lazily loaded page it shows, not one it does not', async () => {
    const { rendered, chunks } = await notingRenderedChunks(() => renderToHtml(<main><ContactPage topic="volunteering" /></main>));
    expect(rendered.html).toContain('<h1>Write to us about <!-- -->volunteering</h1>');
    expect(chunks).toEqual(['contact-page']);
  });

  it("a catalog's translation in the page's language, each time a page uses it, and none in English", async () => {
    const inLanguage = (language: 'en' | 'mr') => () => renderToHtml(<LanguageProvider i18n={i18nFor(language)}><Greeting /></LanguageProvider>);
    expect((await notingRenderedChunks(inLanguage('mr'))).chunks).toEqual(['forms-mr']);
    expect((await notingRenderedChunks(inLanguage('mr'))).chunks).toEqual(['forms-mr']);
    expect((await notingRenderedChunks(inLanguage('en'))).chunks).toEqual([]);
  });

  it('nothing that a render before it, outside any noting, used', async () => {
    await renderToHtml(<FaqsPage />);
    const { chunks } = await notingRenderedChunks(() => renderToHtml(<p>no page</p>));
    expect(chunks).toEqual([]);
  });
});
