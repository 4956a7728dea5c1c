import { LOADER_PATH, START_SCRIPTS_ELEMENT_ID, startScriptsAfterFirstPaint, withScriptsAfterFirstPaint } from '../server/scripts-after-first-paint.mjs';

const builtPage =
  '<html><head><title>t</title></head><body><div id="root"></div><script defer src="/main.1a.js"></script><script defer src="/200.2b.js"></script></body></html>';

describe("the page's scripts listed for after the first paint", () => {
  const page = withScriptsAfterFirstPaint(builtPage, {
    scripts: ['/frame-catalog-hi.3c.js'],
    preloads: ['http://127.0.0.1:3001/remoteEntry.js', 'http://127.0.0.1:3001/x</script>.js'],
  });

  it("names no script for the browser to fetch with the HTML but the loader, in the build scripts' place", () => {
    expect([...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src)).toEqual([LOADER_PATH]);
    expect(page).not.toContain('rel="preload"');
    expect(page).toMatch(/<div id="root"><\/div><script id="start-scripts" type="application\/json">.*<\/script><script defer src="\/scripts-after-first-paint\.[0-9a-f]{10}\.js"><\/script><\/body>/);
  });

  it("lists the build's scripts first, then the page's language scripts, and the remote's apart; no address closes the list", () => {
    const list = /<script id="start-scripts" type="application\/json">(.*?)<\/script>/.exec(page)![1];
    expect(JSON.parse(list)).toEqual({
      scripts: ['/main.1a.js', '/200.2b.js', '/frame-catalog-hi.3c.js'],
      preloads: ['http://127.0.0.1:3001/remoteEntry.js', 'http://127.0.0.1:3001/x</script>.js'],
    });
  });

  it('leaves a page without build scripts as it is', () => {
    const page = '<html><body><div id="root"></div></body></html>';
    expect(withScriptsAfterFirstPaint(page, { preloads: ['http://127.0.0.1:3001/remoteEntry.js'] })).toBe(page);
  });
});

describe('the loader in the browser', () => {
  let frameCallbacks: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frameCallbacks = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frameCallbacks.push(callback));
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"></div><script id="${START_SCRIPTS_ELEMENT_ID}" type="application/json">${JSON.stringify({
      scripts: ['/main.1a.js', '/200.2b.js'],
      preloads: ['http://127.0.0.1:3001/remoteEntry.js'],
    })}</script>`;
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const addedScripts = () => [...document.body.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);
  const addedPreloads = () => [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.href, link.getAttribute('fetchpriority')]);

  it('adds nothing until the frame after it ran has been painted, then the scripts in order and the preloads at low priority', () => {
    startScriptsAfterFirstPaint(START_SCRIPTS_ELEMENT_ID);
    expect(addedScripts()).toEqual([]);
    frameCallbacks.forEach((callback) => callback(0));
    expect(addedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(addedScripts()).toEqual([
      ['/main.1a.js', false],
      ['/200.2b.js', false],
    ]);
    expect(addedPreloads()).toEqual([['preload', 'script', 'http://127.0.0.1:3001/remoteEntry.js', 'low']]);
  });

  it('in a tab that is not shown, which paints nothing, adds the scripts at once', () => {
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    startScriptsAfterFirstPaint(START_SCRIPTS_ELEMENT_ID);
    expect(addedScripts()).toHaveLength(2);
    expect(frameCallbacks).toEqual([]);
  });
});
