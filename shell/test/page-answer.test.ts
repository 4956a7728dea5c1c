import { pageTable, PUBLIC_ROUTES } from 'shared-contracts';
import { withPageHead } from '../server/page-head.mjs';
import { pageAnswerFor } from '../server/page-table.mjs';

const BUILT_PAGE =
  '<html><head><meta name="description" content="Rural development." /><title>Gondia Gramin Vikas Foundation</title></head><body></body></html>';
const table = pageTable();

describe('the server answer for a page path', () => {
  it('gives every public and auth page its own head, with or without a trailing slash', () => {
    expect(pageAnswerFor(table, '/contact')).toEqual({
      status: 200,
      path: '/contact',
      head: { title: 'Contact Us | Gondia Gramin Vikas Foundation', description: PUBLIC_ROUTES.contact.description },
      remote: 'remote_public',
      pageKey: '/contact',
      renderPath: '/contact',
    });
    expect(pageAnswerFor(table, '/contact/').head.title).toBe('Contact Us | Gondia Gramin Vikas Foundation');
    expect(pageAnswerFor(table, '/').head.title).toBe('Gondia Gramin Vikas Foundation | Home');
    expect(pageAnswerFor(table, '/login')).toMatchObject({ status: 200, remote: 'remote_auth', pageKey: '/login' });
    expect(pageAnswerFor(table, '/frees').head).toEqual(pageAnswerFor(table, '/free').head);
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
    expect(pageAnswerFor(table, '/no-such-page')).toMatchObject({ status: 404, renderPath: pageAnswerFor(table, '/dashboards').renderPath });
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
  });
});
