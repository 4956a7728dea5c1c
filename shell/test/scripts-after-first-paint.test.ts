import { LOADER_PATH, START_SCRIPTS_ELEMENT_ID, startScriptsAfterFirstPaint, withScriptsAfterFirstPaint } from '../server/scripts-after-first-paint.mjs';

const builtPage =
  '<html><head><title>t</title></head><body><div id="root"></div><script defer src="/main.1a.js"></script><script defer src="/200.2b.js"></script></body></html>';

describe("the page's scripts, fetched with the HTML and run after the first paint", () => {
  const page = withScriptsAfterFirstPaint(builtPage, {
    scripts: ['/frame-catalog-hi.3c.js'],
    preloads: ['http://127.0.0.1:3001/remoteEntry.js', 'http://127.0.0.1:3001/1.a"b.js'],
  });

  it("names no script to run with the HTML but the loader, in the build scripts' place", () => {
    expect([...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src)).toEqual([LOADER_PATH]);
    expect(page).toMatch(/<div id="root"><\/div><script id="start-scripts" type="application\/json">.*<\/script><script defer src="\/scripts-after-first-paint\.[0-9a-f]{10}\.js"><\/script><\/body>/);
  });

  it("lists the build's scripts first, then the page's language scripts", () => {
    const list = /<script id="start-scripts" type="application\/json">(.*?)<\/script>/.exec(page)![1];
    expect(JSON.parse(list)).toEqual(['/main.1a.js', '/200.2b.js', '/frame-catalog-hi.3c.js']);
  });

  it("preloads all of them and the remote's start scripts in the head, at low priority", () => {
    expect(page).toContain(
      '<link rel="preload" as="script" href="/main.1a.js" fetchpriority="low"><link rel="preload" as="script" href="/200.2b.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/frame-catalog-hi.3c.js" fetchpriority="low"><link rel="preload" as="script" href="http://127.0.0.1:3001/remoteEntry.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="http://127.0.0.1:3001/1.a&#34;b.js" fetchpriority="low"></head>',
    );
  });

  it('keeps a list of addresses from closing its element', () => {
    const listed = withScriptsAfterFirstPaint(builtPage, { scripts: ['/x</script>.js'] });
    expect(/<script id="start-scripts" type="application\/json">(.*?)<\/script>/.exec(listed)![1]).toContain('/x\\u003c/script>.js');
  });

  it('leaves a page without build scripts as it is', () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
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
    document.body.innerHTML = `<div id="root"></div><script id="${START_SCRIPTS_ELEMENT_ID}" type="application/json">${JSON.stringify(['/main.1a.js', '/200.2b.js'])}</script>`;
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const addedScripts = () => [...document.body.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);

  it('adds nothing until the frame after it ran has been painted, then the scripts, to run in order', () => {
    startScriptsAfterFirstPaint(START_SCRIPTS_ELEMENT_ID);
    expect(addedScripts()).toEqual([]);
    frameCallbacks.forEach((callback) => callback(0));
    expect(addedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(addedScripts()).toEqual([
      ['/main.1a.js', false],
      ['/200.2b.js', false],
    ]);
  });

  it('in a tab that is not shown, which paints nothing, adds the scripts at once', () => {
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    startScriptsAfterFirstPaint(START_SCRIPTS_ELEMENT_ID);
    expect(addedScripts()).toHaveLength(2);
    expect(frameCallbacks).toEqual([]);
  });
});
