import { documentTitle, pageTable, PUBLIC_ROUTES } from 'shared-contracts';
import { withPageHead } from '../server/page-head.mjs';
import { pageAnswerFor } from '../server/page-table.mjs';

const BUILT_PAGE =
  '<html><head><meta name="description" content="Rural development." /><title>Gondia Gramin Vikas Foundation</title></head><body></body></html>';
const table = pageTable();

describe('the server answer for a page path', () => {
  it('gives every public and auth page its own head', () => {
    expect(pageAnswerFor(table, '/contact')).toEqual({
      status: 200,
      path: '/contact',
      head: { title: 'Contact Us | Gondia Gramin Vikas Foundation', description: PUBLIC_ROUTES.contact.description },
      remote: 'remote_public',
      pageKey: '/contact',
      renderPath: '/contact',
    });
    expect(pageAnswerFor(table, '/')).toMatchObject({ status: 200, head: { title: 'Gondia Gramin Vikas Foundation | Home' } });
    expect(pageAnswerFor(table, '/login')).toMatchObject({ status: 200, remote: 'remote_auth', pageKey: '/login' });
    expect(pageAnswerFor(table, '/frees')).toMatchObject({ head: { title: documentTitle(PUBLIC_ROUTES.freeService) } });
  });

  it('sends another spelling of a page address (trailing slash, capitals) to its one address', () => {
    expect(pageAnswerFor(table, '/contact/')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '/Contact')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '/Dashboard/Profile/')).toEqual({ status: 301, location: '/dashboard/profile' });
    expect(pageAnswerFor(table, '/no-such-page/')).toEqual({ status: 301, location: '/no-such-page' });
    expect(pageAnswerFor(table, '/No-Such-Page')).toMatchObject({ status: 404 });
    expect(pageAnswerFor(table, '//evil.example/')).toMatchObject({ status: 404 });
  });

  it('answers the per-user area with 200 and an unknown path with 404 and the not-found head', () => {
    expect(pageAnswerFor(table, '/dashboard/user-list')).toMatchObject({
      status: 200,
      head: { title: 'Dashboard | Gondia Gramin Vikas Foundation' },
      remote: 'remote_dashboard',
      pageKey: null,
    });
    expect(pageAnswerFor(table, '/dashboards')).toMatchObject({
      status: 404,
      head: { title: 'Page not found | Gondia Gramin Vikas Foundation' },
      remote: 'remote_public',
      pageKey: '*',
    });
    // Every unknown path shares one rendering of the frame.
    expect(pageAnswerFor(table, '/no-such-page')).toMatchObject({ status: 404, renderPath: table.notFound.location });
  });

  it('writes the title, description, canonical and Open Graph tags into the page, escaped', () => {
    const html = withPageHead(BUILT_PAGE, { title: 'Tom & "Jerry" <b>', description: 'A & B' }, 'https://example.org/contact');
    expect(html).toContain('<title>Tom &#38; &#34;Jerry&#34; &#60;b&#62;</title>');
    expect(html).toContain('<meta name="description" content="A &#38; B">');
    expect(html).not.toContain('Rural development.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://example.org/contact">');
    expect(html).toContain('<meta property="og:title" content="Tom &#38; &#34;Jerry&#34; &#60;b&#62;">');
    expect(html).toContain('<meta property="og:description" content="A &#38; B">');
    expect(html).toContain('<meta property="og:url" content="https://example.org/contact">');
    expect(html).toContain('<meta property="og:image" content="https://example.org/social-preview.jpg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    // A `$` in a title is text, not a replacement pattern.
    const dollars = withPageHead(BUILT_PAGE, { title: 'Costs $& more', description: "$' and $`" }, 'https://example.org/');
    expect(dollars).toContain('<title>Costs $&#38; more</title>');
    expect(dollars).toContain('<meta name="description" content="$&#39; and $`">');
    expect(dollars.match(/<\/head>/g)).toHaveLength(1);
  });
});
