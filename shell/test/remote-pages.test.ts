/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from 'shared-contracts';
import { createRemotePages } from '../server/remote-pages.mjs';
import { composePage } from '../server/compose-page.mjs';

const ASSET_BASE = 'https://app-base.invalid/';

/** A remote's server as the shell sees it: the current build's name and that build's pages. */
function remoteServer() {
  const state = { build: 'aaaaaaaaaa', heading: 'Contact Us', delayMs: 0, pageFetches: 0, buildAsks: 0, down: false, headless: false, image: { url: `${ASSET_BASE}assets/c.jpg`, width: 1200, height: 630, alt: 'A well' } as unknown };
  const server = http.createServer((request, response) => {
    if (state.down) return response.destroy();
    setTimeout(() => {
      if (request.url === '/prerendered/current.json') {
        state.buildAsks += 1;
        return response.end(JSON.stringify({ build: state.build }));
      }
      if (request.url === `/prerendered/pages.${state.build}.json`) {
        state.pageFetches += 1;
        const head = state.headless ? { title: 42 } : { title: 'Contact', description: 'Write to us', image: state.image };
        const page = { html: `<main><h1>${state.heading}</h1><img src="${ASSET_BASE}assets/a.avif"><noscript>UPI ID: {{runtime-config:donation.upiId}}</noscript></main>`, css: `.x{background:url(${ASSET_BASE}assets/b.webp)}`, head, scripts: ['contact-page.cd.js', '12.ab.js', '/etc/passwd.js'] };
        const startScripts = ['remoteEntry.js', '12.ab.js', '../elsewhere.js', 'https://other.invalid/x.js'];
        const heads = { '/mr/dashboard': { title: 'डॅशबोर्ड | Site', description: 'तुमचा डॅशबोर्ड.' }, '/hi/dashboard': { title: 7 } };
        return response.end(JSON.stringify({ remote: 'remote_public', build: state.build, assetBase: ASSET_BASE, startScripts, pages: { '/contact': page }, heads }));
      }
      response.statusCode = 404;
      response.end();
    }, state.delayMs);
  });
  return { server, state };
}

describe("the remotes' pre-rendered pages, as the shell's server fetches them", () => {
  const { server, state } = remoteServer();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() =>
    Object.assign(state, { build: 'aaaaaaaaaa', heading: 'Contact Us', delayMs: 0, pageFetches: 0, buildAsks: 0, down: false, headless: false, image: { url: `${ASSET_BASE}assets/c.jpg`, width: 1200, height: 630, alt: 'A well' } }),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const donation = { upiId: 'charity@okaxis' } as RuntimeConfig['donation'];
  const pagesOf = () => createRemotePages({ remotes: [{ name: 'remote_public', entry: `${base}remoteEntry.js` }], donation });

  it("fetches a build's pages once, with pictures pointed at the remote's own server and the site's config written in", async () => {
    const pages = pagesOf();
    const first = await pages.pageFor('remote_public', '/contact');
    await pages.pageFor('remote_public', '/contact');
    expect(state.pageFetches).toBe(1);
    expect(first).toMatchObject({ build: 'aaaaaaaaaa', head: { title: 'Contact' } });
    expect(first!.html).toContain(`<img src="${base}assets/a.avif">`);
    expect(first!.html).toContain('UPI ID: charity@okaxis</noscript>');
    expect(first!.css).toContain(`url(${base}assets/b.webp)`);
    expect(first!.head.image).toEqual({ url: `${base}assets/c.jpg`, width: 1200, height: 630, alt: 'A well' });
    expect(await pages.pageFor('remote_public', '/no-such-key')).toBeNull();
  });

  it('leaves out a page in an unexpected shape instead of passing it on', async () => {
    state.headless = true;
    expect(await pagesOf().pageFor('remote_public', '/contact')).toBeNull();
  });

  it("names the remote's start scripts and then the page's at the remote's own address, each once, leaving out anything but a file of its folder", async () => {
    const page = await pagesOf().pageFor('remote_public', '/contact');
    expect(page!.startScripts).toEqual([`${base}remoteEntry.js`, `${base}12.ab.js`, `${base}contact-page.cd.js`]);
    expect(page!.pageScripts).toEqual([`${base}contact-page.cd.js`]);
  });

  it('names, without waiting, the start scripts of a remote as last had for the pages the browser renders, and none while it is down (saying so once)', async () => {
    const pages = pagesOf();
    const scriptsOnceSettled = async () => {
      // Each call hands out what was last had and has them fetched again.
      pages.clientRenderedFor('remote_public').startScripts;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return pages.clientRenderedFor('remote_public').startScripts;
    };
    state.delayMs = 300;
    const started = Date.now();
    expect(pages.clientRenderedFor('remote_public').startScripts).toEqual([]);
    expect(Date.now() - started).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(pages.clientRenderedFor('remote_public').startScripts).toEqual([`${base}remoteEntry.js`, `${base}12.ab.js`]);
    warn.mockClear();
    Object.assign(state, { delayMs: 0, down: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await scriptsOnceSettled()).toEqual([]);
    expect(await scriptsOnceSettled()).toEqual([]);
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('No start scripts'))).toHaveLength(1);
    state.down = false;
    expect(await scriptsOnceSettled()).toEqual([`${base}remoteEntry.js`, `${base}12.ab.js`]);
    expect(pages.clientRenderedFor('remote_dashboard')).toEqual({ startScripts: [], heads: {} });
  });

  it("names another remote's start scripts for every page served, asking the remote again at most every ten seconds", async () => {
    const pages = pagesOf();
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 150));
    try {
      expect(pages.startScriptsFor('remote_public')).toEqual([]);
      await settled();
      const asked = state.buildAsks;
      for (let page = 0; page < 20; page += 1) expect(pages.startScriptsFor('remote_public')).toEqual([`${base}remoteEntry.js`, `${base}12.ab.js`]);
      await settled();
      expect(state.buildAsks).toBe(asked);
      now += 10_000;
      pages.startScriptsFor('remote_public');
      await settled();
      expect(state.buildAsks).toBe(asked + 1);
    } finally {
      clock.mockRestore();
    }
  });

  it("gives the heads a remote published for the pages the browser renders, leaving out one in another shape", async () => {
    const pages = pagesOf();
    pages.clientRenderedFor('remote_public');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pages.clientRenderedFor('remote_public').heads).toEqual({ '/mr/dashboard': { title: 'डॅशबोर्ड | Site', description: 'तुमचा डॅशबोर्ड.' } });
  });

  it("keeps a page whose link preview is in an unexpected shape, without the preview (the site's own is shown)", async () => {
    state.image = { url: `${ASSET_BASE}assets/c.jpg`, width: '1200', height: 630, alt: 'A well' };
    const page = await pagesOf().pageFor('remote_public', '/contact');
    expect(page!.head).toEqual({ title: 'Contact', description: 'Write to us' });
  });

  it('serves a redeployed build on the next request', async () => {
    const pages = pagesOf();
    expect((await pages.pageFor('remote_public', '/contact'))!.html).toContain('<h1>Contact Us</h1>');
    Object.assign(state, { build: 'bbbbbbbbbb', heading: 'Write to us' });
    const next = await pages.pageFor('remote_public', '/contact');
    expect(next).toMatchObject({ build: 'bbbbbbbbbb' });
    expect(next!.html).toContain('<h1>Write to us</h1>');
  });

  it('keeps serving the build a remote last named while it is slow to say which is current', async () => {
    const pages = pagesOf();
    expect((await pages.pageFor('remote_public', '/contact'))!.html).toContain('<h1>Contact Us</h1>');
    state.delayMs = 1500;
    const started = Date.now();
    expect(await pages.pageFor('remote_public', '/contact')).toMatchObject({ build: 'aaaaaaaaaa' });
    expect(Date.now() - started).toBeLessThan(1200);
    state.down = true;
    expect(await pages.pageFor('remote_public', '/contact')).toBeNull();
  });

  it('gives nothing, quickly, when the remote is down, slow or names an unusable build, and recovers after', async () => {
    const pages = pagesOf();
    state.down = true;
    expect(await pages.pageFor('remote_public', '/contact')).toBeNull();
    Object.assign(state, { down: false, delayMs: 1500 });
    const started = Date.now();
    expect(await pages.pageFor('remote_public', '/contact')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1200);
    Object.assign(state, { delayMs: 0, build: '../../etc' });
    expect(await pages.pageFor('remote_public', '/contact')).toBeNull();
    state.build = 'cccccccccc';
    expect(await pages.pageFor('remote_public', '/contact')).toMatchObject({ build: 'cccccccccc' });
  });
});

describe('a page composed from the frame and a remote page', () => {
  const page = '<html><head><title>t</title></head><body><div id="root"><p>Loading...</p></div><script src="/main.js"></script></body></html>';
  const frame = { html: '<header>frame</header><div id="content">%%outlet%%</div>', css: 'body{margin:0}', fallbackHtml: '<p>Loading...</p>' };

  it("puts the remote's HTML in the outlet, both styles in the head and the note naming its build and the page's own scripts", () => {
    const fragment = { html: '<main><h1>Costs $& more</h1></main>', css: '.a{}', build: 'b1</script>', pageScripts: ['http://localhost:3001/contact-page.cd.js'] };
    const html = composePage(page, { frame, outletPlaceholder: '%%outlet%%', fragment, remote: 'remote_public', path: '/contact', language: 'en', styledComponentsVersion: '6.6.0' });
    expect(html).toContain('<div id="root"><header>frame</header><div id="content"><main><h1>Costs $& more</h1></main></div></div>');
    expect(html).toContain(
      '<style data-styled="true" data-styled-version="6.6.0" data-frame>body{margin:0}</style><style data-styled="true" data-styled-version="6.6.0" data-remote="remote_public">.a{}</style></head>',
    );
    expect(html).toContain('<script id="server-rendering" type="application/json">{"remote":"remote_public","build":"b1\\u003c/script>","path":"/contact","language":"en","scripts":["http://localhost:3001/contact-page.cd.js"]}</script>');
    expect(html).not.toContain('Loading...</p></div>');
  });

  it("numbers the remote's styled-components groups after the frame's, so the browser takes both over without mixing them", () => {
    const styledFrame = { ...frame, css: '.f{}/*!sc*/\ndata-styled.g1[id="shell__a"]{content:"f,"}/*!sc*/\n.h{}/*!sc*/\ndata-styled.g12[id="shell__b"]{content:"h,"}/*!sc*/\n' };
    const fragment = { html: '<main></main>', css: '.r{}/*!sc*/\ndata-styled.g1[id="remote_public__a"]{content:"r,"}/*!sc*/\ndata-styled.g2[id="remote_public__b"]{content:"s,"}/*!sc*/\n', build: 'b1' };
    const html = composePage(page, { frame: styledFrame, outletPlaceholder: '%%outlet%%', fragment, remote: 'remote_public', path: '/contact', language: 'en', styledComponentsVersion: '6.6.0' });
    expect(html).toContain('data-styled.g1[id="shell__a"]');
    expect(html).toContain('data-styled.g12[id="shell__b"]');
    expect(html).toContain('data-styled.g13[id="remote_public__a"]');
    expect(html).toContain('data-styled.g14[id="remote_public__b"]');
  });

  it('without the remote page keeps the frame, says Loading... and leaves the page to the browser', () => {
    const html = composePage(page, { frame, outletPlaceholder: '%%outlet%%', fragment: null, remote: 'remote_public', path: '/contact', language: 'en', styledComponentsVersion: '6.6.0' });
    expect(html).toContain('<header>frame</header><div id="content"><p>Loading...</p>');
    expect(html).not.toContain('server-rendering');
    expect(composePage(page, { frame: null, outletPlaceholder: '%%outlet%%', fragment: null, remote: 'remote_public', path: '/contact', language: 'en', styledComponentsVersion: '6.6.0' })).toBe(page);
  });
});
