import { expect, test } from '../fixtures';
import { AUTH_ROUTES, documentTitle, FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES } from 'shared-contracts';
import { BASE_URL } from '../harness/ports';

/** What link-preview fetchers (WhatsApp, Facebook) and curl ask with. */
const ANY = { accept: '*/*' };

const decoded = (text: string | undefined) => text?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
const attribute = (html: string, property: string) =>
  decoded(html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1]);
const titleOf = (html: string) => decoded(html.match(/<title>([^<]*)<\/title>/)?.[1]);

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.readUInt16BE(0) !== 0xffd8) return null;
  for (let offset = 2; offset + 9 < bytes.length; offset += 2 + bytes.readUInt16BE(offset + 2)) {
    const marker = bytes.readUInt16BE(offset);
    if (marker >= 0xffc0 && marker <= 0xffc2) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
  }
  return null;
}

const PAGES = [...Object.values(PUBLIC_ROUTES), ...Object.values(AUTH_ROUTES)];

test('every public page and auth screen answers 200 with its own title, description and Open Graph tags, whatever it accepts', async ({ request }) => {
  for (const route of PAGES) {
    const response = await request.get(route.path, { headers: ANY });
    expect(response.status(), route.path).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    const title = documentTitle(route);
    expect(titleOf(html)).toBe(title);
    expect(attribute(html, 'description')).toBe(route.description);
    expect(attribute(html, 'og:title')).toBe(title);
    expect(attribute(html, 'og:description')).toBe(route.description);
    expect(attribute(html, 'og:url')).toBe(new URL(route.path, BASE_URL).toString());
    expect(html).toContain(`<link rel="canonical" href="${new URL(route.path, BASE_URL).toString()}">`);
    expect(attribute(html, 'og:image'), route.path).toMatch(/^https?:\/\/[^"]+\.jpg$/);
    expect(attribute(html, 'og:image:alt'), route.path).not.toBe('');
  }
  const alias = await (await request.get(FREE_SERVICE_ALIAS_PATH, { headers: ANY })).text();
  expect(titleOf(alias)).toBe(documentTitle(PUBLIC_ROUTES.freeService));
});

test("a link to a page shows the page's own picture, described in its language, else the site's; each is a JPEG of 1200 × 630", async ({ request }) => {
  const previewOf = async (path: string) => {
    const html = await (await request.get(path, { headers: ANY })).text();
    return { url: attribute(html, 'og:image'), alt: attribute(html, 'og:image:alt') };
  };
  const free = await previewOf(PUBLIC_ROUTES.freeService.path);
  const soil = await previewOf(PUBLIC_ROUTES.soilWaterTesting.path);
  const contact = await previewOf(PUBLIC_ROUTES.contact.path);
  expect(free).toEqual({ url: expect.stringMatching(/\/assets\/sewing-centre\.[0-9a-f]+\.jpg$/), alt: 'Women stitching at sewing machines' });
  expect(soil.url).toMatch(/\/assets\/soil-lab\.[0-9a-f]+\.jpg$/);
  expect(contact.url).toBe(new URL('/social-preview.jpg', BASE_URL).toString());
  expect((await previewOf(`/hi${PUBLIC_ROUTES.freeService.path}`)).alt).toBe('सिलाई मशीनों पर सिलाई करती महिलाएँ');
  for (const { url } of [free, soil, contact]) {
    const image = await request.get(url!, { headers: ANY });
    expect(image.status(), url).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await image.body())).toEqual({ width: 1200, height: 630 });
  }
});

test('HEAD answers like GET without a body', async ({ request }) => {
  const head = await request.head(PUBLIC_ROUTES.contact.path, { headers: ANY });
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toMatch(/^text\/html/);
  expect((await head.body()).length).toBe(0);
  expect((await request.head('/no-such-page')).status()).toBe(404);
});

test("a page visited again is not sent again: the browser asks with the page's ETag and gets 304 while it is unchanged", async ({ page, context, request }) => {
  const first = await request.get(PUBLIC_ROUTES.contact.path);
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await request.get(PUBLIC_ROUTES.contact.path, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  const other = await request.get(PUBLIC_ROUTES.faqs.path, { headers: { 'If-None-Match': etag } });
  expect(other.status(), "another page's ETag does not match").toBe(200);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const documentIds = new Set<string>();
  const bytesReceived: number[] = [];
  cdp.on('Network.responseReceived', ({ type, requestId }) => type === 'Document' && documentIds.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => documentIds.has(requestId) && bytesReceived.push(encodedDataLength));
  await page.goto(PUBLIC_ROUTES.contact.path);
  await page.goto(PUBLIC_ROUTES.contact.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  expect(bytesReceived).toHaveLength(2);
  expect(bytesReceived[0], 'the first visit receives the page').toBeGreaterThan(5000);
  expect(bytesReceived[1], 'the second only the 304 answer').toBeLessThan(2000);
});

test('an unknown path answers 404 with the not-found page; a missing file gets a plain 404', async ({ page, request }) => {
  const answer = await request.get('/no-such-page', { headers: ANY });
  expect(answer.status()).toBe(404);
  expect(titleOf(await answer.text())).toBe('Page not found | Gondia Gramin Vikas Foundation');

  const navigation = await page.goto('/no-such-page');
  expect(navigation?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  const missingFile = await request.get('/no-such-chunk.js', { headers: ANY });
  expect(missingFile.status()).toBe(404);
  expect(await missingFile.json()).toEqual({ message: 'Not found' });
});

test('odd addresses get a page answer, never a framework error: repeated slashes, a prefix in capitals and an index file redirect once, a name too long for a file or an old page file is not found, an unreadable one is refused', async ({ request }) => {
  // Written out whole: a request library reads '//contact' as another host.
  const onSite = (path: string) => `${new URL(BASE_URL).origin}${path}`;
  const redirectOf = async (path: string) => {
    const answer = await request.get(onSite(path), { headers: ANY, maxRedirects: 0 });
    return `${answer.status()} ${answer.headers()['location']}`;
  };
  expect(await redirectOf('/contact//')).toBe('301 /contact');
  expect(await redirectOf('//contact')).toBe('301 /contact');
  expect(await redirectOf('/HI/Contact/')).toBe('301 /hi/contact');

  const tooLong = await request.get(`/${'a'.repeat(300)}`, { headers: ANY });
  expect(tooLong.status()).toBe(404);
  expect(titleOf(await tooLong.text())).toBe('Page not found | Gondia Gramin Vikas Foundation');

  const unreadable = await request.get(onSite('/%zz'), { headers: ANY });
  expect(unreadable.status()).toBe(400);
  expect(await unreadable.json()).toEqual({ message: 'This address is not valid.' });

  // Old links name a page file: a folder's index goes to its page, another page file is not found.
  // Neither answer is the page template itself.
  expect(await redirectOf('/index.html')).toBe('301 /');
  expect(await redirectOf('/mr/contact/index.html')).toBe('301 /mr/contact');
  const oldPage = await request.get('/about.php', { headers: ANY });
  expect(oldPage.status()).toBe(404);
  expect(titleOf(await oldPage.text())).toBe('Page not found | Gondia Gramin Vikas Foundation');
});

test('the site has icons for browser tabs, search results and home screens, and a manifest that names it', async ({ request }) => {
  const html = await (await request.get('/mr/contact', { headers: ANY })).text();
  const linked = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((match) => match[1]);
  expect(linked('icon')).toEqual(['/favicon.ico', '/icon.svg']);
  expect(linked('apple-touch-icon')).toEqual(['/apple-touch-icon.png']);
  expect(linked('manifest')).toEqual(['/manifest.webmanifest']);

  const typeOf = async (path: string) => {
    const answer = await request.get(path, { headers: ANY });
    return `${answer.status()} ${answer.headers()['content-type']}`;
  };
  // Crawlers and old browsers ask for /favicon.ico whatever a page links.
  expect(await typeOf('/favicon.ico')).toMatch(/^200 image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(await typeOf('/icon.svg')).toMatch(/^200 image\/svg\+xml/);
  expect(await typeOf('/apple-touch-icon.png')).toBe('200 image/png');

  const manifest = await request.get('/manifest.webmanifest', { headers: ANY });
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const { name, icons, start_url: startUrl } = (await manifest.json()) as { name: string; start_url: string; icons: { src: string; sizes: string }[] };
  expect([name, startUrl]).toEqual(['Gondia Gramin Vikas Foundation', '/']);
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) expect(await typeOf(icon.src), icon.src).toBe('200 image/png');
});

test("the Free Service page's second address, /frees, points search engines at /free", async ({ request }) => {
  const html = await (await request.get('/frees', { headers: ANY })).text();
  expect(html).toContain('<link rel="canonical" href="' + new URL('/free', BASE_URL).toString() + '"');
  expect(html).toContain('<meta property="og:url" content="' + new URL('/free', BASE_URL).toString() + '"');
  expect(html).toContain('hreflang="mr" href="' + new URL('/mr/free', BASE_URL).toString() + '"');
});
