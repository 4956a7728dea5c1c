import { documentTitle, pageTable, PUBLIC_ROUTES } from 'shared-contracts';
import { withPageHead } from '../server/page-head.mjs';
import { pageAnswerFor } from '../server/page-table.mjs';

const BUILT_PAGE =
  '<html lang="en"><head><meta name="description" content="Rural development." /><title>Gondia Gramin Vikas Foundation</title></head><body></body></html>';
const table = pageTable();

describe('the server answer for a page path', () => {
  it('gives every public and auth page its own head', () => {
    expect(pageAnswerFor(table, '/contact')).toEqual({
      status: 200,
      path: '/contact',
      canonicalAddress: '/contact',
      head: { title: 'Contact Us | Gondia Gramin Vikas Foundation', description: PUBLIC_ROUTES.contact.description },
      remote: 'remote_public',
      language: 'en',
      pageKey: '/contact',
      renderPath: '/contact',
      headers: {},
      alternates: { en: '/contact', hi: '/hi/contact', mr: '/mr/contact' },
    });
    expect(pageAnswerFor(table, '/')).toMatchObject({ status: 200, head: { title: 'Gondia Gramin Vikas Foundation | Home' } });
    expect(pageAnswerFor(table, '/login')).toMatchObject({ status: 200, remote: 'remote_auth', pageKey: '/login' });
    expect(pageAnswerFor(table, '/frees')).toMatchObject({ head: { title: documentTitle(PUBLIC_ROUTES.freeService) } });
  });

  it("points search engines from the Free Service page's second address, /frees, at its first", () => {
    expect(pageAnswerFor(table, '/frees')).toMatchObject({
      status: 200,
      path: '/frees',
      canonicalAddress: '/free',
      pageKey: '/frees',
      alternates: { en: '/free', hi: '/hi/free', mr: '/mr/free' },
    });
    expect(pageAnswerFor(table, '/mr/frees')).toMatchObject({ status: 200, path: '/mr/frees', canonicalAddress: '/mr/free', language: 'mr' });
  });

  it('sends another spelling of a page address (trailing slash, capitals) to its one address', () => {
    expect(pageAnswerFor(table, '/contact/')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '/Contact')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '/Dashboard/Profile/')).toEqual({ status: 301, location: '/dashboard/profile' });
    expect(pageAnswerFor(table, '/no-such-page/')).toEqual({ status: 301, location: '/no-such-page' });
    expect(pageAnswerFor(table, '/No-Such-Page')).toMatchObject({ status: 404 });
    expect(pageAnswerFor(table, '//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    // Sent raw by a client that is no browser; a browser reads a backslash there as a second slash, another host.
    expect(pageAnswerFor(table, '/\\evil.example/')).not.toHaveProperty('location');
  });

  it('sends an address with repeated slashes or a language prefix in capitals to its one address, in one step', () => {
    expect(pageAnswerFor(table, '/contact//')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '//contact')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '///about//who-we-are')).toEqual({ status: 301, location: '/about/who-we-are' });
    expect(pageAnswerFor(table, '/HI/contact')).toEqual({ status: 301, location: '/hi/contact' });
    expect(pageAnswerFor(table, '/Mr')).toEqual({ status: 301, location: '/mr' });
    expect(pageAnswerFor(table, '/Hi/')).toEqual({ status: 301, location: '/hi' });
    expect(pageAnswerFor(table, '/HI//Contact/')).toEqual({ status: 301, location: '/hi/contact' });
    expect(pageAnswerFor(table, '/History')).toMatchObject({ status: 404 });
    expect(pageAnswerFor(table, '/EN/contact')).toMatchObject({ status: 404 });
  });

  it("sends a folder's index file, as old links to the site have it, to the folder's page", () => {
    expect(pageAnswerFor(table, '/index.html')).toEqual({ status: 301, location: '/' });
    expect(pageAnswerFor(table, '/mr/index.html')).toEqual({ status: 301, location: '/mr' });
    expect(pageAnswerFor(table, '/About-Us/Our-Team/INDEX.HTM')).toEqual({ status: 301, location: '/about-us/our-team' });
    expect(pageAnswerFor(table, '//contact/index.php')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '/contact/index.html/')).toEqual({ status: 301, location: '/contact' });
    expect(pageAnswerFor(table, '/index.aspx')).toEqual({ status: 301, location: '/' });
    // Sent raw by a client that is no browser: a browser reads the backslash as a second slash, another host.
    expect(pageAnswerFor(table, '/\\evil.example/index.html')).not.toHaveProperty('location');
    expect(pageAnswerFor(table, '//\\evil.example')).not.toHaveProperty('location');
    expect(pageAnswerFor(table, '/about.php')).toMatchObject({ status: 404 });
    expect(pageAnswerFor(table, '/hi/about.html')).toMatchObject({ status: 404, language: 'hi' });
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
      pageKey: '/page-not-found',
    });
    // Every unknown path shares one rendering of the frame.
    expect(pageAnswerFor(table, '/no-such-page')).toMatchObject({ status: 404, renderPath: table.notFound.location });
  });

  it('writes the title, description, canonical and Open Graph tags into the page, escaped', () => {
    const html = withPageHead(BUILT_PAGE, { title: 'Tom & "Jerry" <b>', description: 'A & B' }, { url: 'https://example.org/contact', language: 'en', alternates: null });
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
    expect(html).toContain('<meta property="og:image:alt" content="Women walking through green paddy fields at sunrise in a Gondia village">');
    const marathi = withPageHead(BUILT_PAGE, { title: 'संपर्क', description: 'लिहा' }, { url: 'https://example.org/mr/contact', language: 'mr', alternates: null });
    expect(marathi).toMatch(/<meta property="og:image:alt" content="[^"]*[\u0900-\u097F][^"]*">/);
    const image = { url: 'https://public.example.org/assets/sewing-centre.abc.jpg', width: 800, height: 420, alt: 'Women & machines' };
    const own = withPageHead(BUILT_PAGE, { title: 'Free', description: 'Machines', image }, { url: 'https://example.org/free', language: 'en', alternates: null });
    expect(own).toContain('<meta property="og:image" content="https://public.example.org/assets/sewing-centre.abc.jpg">');
    expect(own).toContain('<meta property="og:image:alt" content="Women &#38; machines">');
    expect(own).toContain('<meta property="og:image:width" content="800"><meta property="og:image:height" content="420">');
    expect(own.match(/og:image"/g)).toHaveLength(1);
    // A `$` in a title is text, not a replacement pattern.
    const dollars = withPageHead(BUILT_PAGE, { title: 'Costs $& more', description: "$' and $`" }, { url: 'https://example.org/', language: 'en', alternates: null });
    expect(dollars).toContain('<title>Costs $&#38; more</title>');
    expect(dollars).toContain('<meta name="description" content="$&#39; and $`">');
    expect(dollars.match(/<\/head>/g)).toHaveLength(1);
  });

  it('answers Hindi and Marathi pages under their prefix, with their language and their own pre-rendered HTML', () => {
    expect(pageAnswerFor(table, '/mr/contact')).toMatchObject({ status: 200, path: '/mr/contact', language: 'mr', pageKey: '/mr/contact', renderPath: '/mr/contact' });
    expect(pageAnswerFor(table, '/hi')).toMatchObject({ status: 200, language: 'hi', pageKey: '/hi', head: { title: 'Gondia Gramin Vikas Foundation | Home' } });
    expect(pageAnswerFor(table, '/hi/')).toEqual({ status: 301, location: '/hi' });
    expect(pageAnswerFor(table, '/mr/Contact/')).toEqual({ status: 301, location: '/mr/contact' });
    expect(pageAnswerFor(table, '/mr/no-such-page')).toMatchObject({ status: 404, language: 'mr', pageKey: '/mr/page-not-found', renderPath: '/mr/page-not-found' });
    // Not a prefix: a path that only starts with the letters.
    expect(pageAnswerFor(table, '/history')).toMatchObject({ status: 404, language: 'en' });
  });

  it("opens / in the visitor's chosen language, and shows the screens without language versions in it", () => {
    expect(pageAnswerFor(table, '/', 'mr')).toEqual({ status: 302, location: '/mr', headers: { Vary: 'Cookie', 'Cache-Control': 'private, max-age=86400' } });
    expect(pageAnswerFor(table, '/', 'en')).toMatchObject({ status: 200, language: 'en', headers: { Vary: 'Cookie' } });
    expect(pageAnswerFor(table, '/', 'xx')).toMatchObject({ status: 200, language: 'en' });
    // A shared link names its language: the choice does not change it.
    expect(pageAnswerFor(table, '/contact', 'mr')).toMatchObject({ status: 200, language: 'en' });
    expect(pageAnswerFor(table, '/login', 'mr')).toMatchObject({ status: 200, language: 'mr', pageKey: '/mr/login', renderPath: '/login', headers: { Vary: 'Cookie' }, alternates: null });
    expect(pageAnswerFor(table, '/dashboard/profile', 'hi')).toMatchObject({ status: 200, language: 'hi', pageKey: null, headKeys: ['/hi/dashboard/profile', '/hi/dashboard'] });
  });

  it('sends a prefixed address of a screen without language versions to its one address, remembering the language', () => {
    expect(pageAnswerFor(table, '/mr/login')).toEqual({ status: 302, location: '/login', headers: { 'Set-Cookie': expect.stringMatching(/^lang=mr; Path=\/; Max-Age=\d+; SameSite=Lax$/) } });
    expect(pageAnswerFor(table, '/hi/dashboard/profile')).toMatchObject({ status: 302, location: '/dashboard/profile' });
  });

  it("writes the page's language and its alternates in every language", () => {
    const alternates = { en: 'https://example.org/contact', hi: 'https://example.org/hi/contact', mr: 'https://example.org/mr/contact' };
    const html = withPageHead(BUILT_PAGE, { title: 'संपर्क', description: 'd' }, { url: alternates.mr, language: 'mr', alternates });
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://example.org/hi/contact">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://example.org/contact">');
    expect(html).toContain('<meta property="og:locale" content="mr_IN">');
  });
});
