/** @jest-environment node */
import { lazyPage } from '../src/lazy-page';
import { notingRenderedChunks, renderToHtml } from '../src/server';

const ContactPage = lazyPage('contact-page', async () => ({ topic }: { topic: string }) => <h1>Write to us about {topic}</h1>);
const FaqsPage = lazyPage('faqs-page', async () => () => <h1>Questions</h1>);

describe('a lazily loaded page rendered ahead of time', () => {
  it('renders once loaded and names the chunk it showed, not the ones it did not', async () => {
    const { rendered, chunks } = await notingRenderedChunks(() => renderToHtml(<main><ContactPage topic="volunteering" /></main>));
    expect(rendered.html).toContain('<h1>Write to us about <!-- -->volunteering</h1>');
    expect(chunks).toEqual(['contact-page']);
  });

  it('notes nothing outside such a render', async () => {
    await renderToHtml(<FaqsPage />);
    const { chunks } = await notingRenderedChunks(() => renderToHtml(<p>no page</p>));
    expect(chunks).toEqual([]);
  });
});
