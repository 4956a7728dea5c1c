/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml } from '../src/server';

/** Text of a given size, in paragraphs as a page has them. */
const paragraphs = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => <p key={index}>{`${prefix} ${index} `.repeat(20)}</p>);

const LateSection = lazy(async () => ({ default: () => <section id="late">{paragraphs(10, 'Late part')}</section> }));

describe('renderToHtml', () => {
  it('keeps a large boundary after a long page in place, in the HTML as it reads, with no script to move it', async () => {
    const { html } = await renderToHtml(
      <main>
        {paragraphs(60, 'Early part')}
        <Suspense fallback={<p>Loading...</p>}>
          <LateSection />
        </Suspense>
        <footer id="after">After the boundary</footer>
      </main>,
    );
    expect(html.indexOf('Early part 59')).toBeGreaterThan(12_800);
    // Put in place by an inline script, which the site's Content-Security-Policy does not run.
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|<script/);
    expect(html).not.toContain('Loading...');
    const late = html.indexOf('<section id="late">');
    expect(late).toBeGreaterThan(html.indexOf('Early part 59'));
    expect(late).toBeLessThan(html.indexOf('<footer id="after">'));
  });

  it('refuses HTML that needs a script, which the Content-Security-Policy would not run', async () => {
    await expect(
      renderToHtml(
        <main>
          <p>Before</p>
          <script dangerouslySetInnerHTML={{ __html: 'document.body.dataset.shown = "yes"' }} />
        </main>,
      ),
    ).rejects.toThrow(/needs a script/);
  });
});
