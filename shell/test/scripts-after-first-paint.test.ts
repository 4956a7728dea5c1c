import crypto from 'node:crypto';
import { screen } from '@testing-library/react';
import {
  LOADER_HASH_SOURCE,
  LOADER_SOURCE,
  SHELL_SCRIPTS_ELEMENT_ID,
  startScriptsAfterFirstPaint,
  withScriptsAfterFirstPaint,
} from '../server/scripts-after-first-paint.mjs';
import { showStartFailureNote, START_FAILURE_NOTE_ELEMENT_ID, START_FAILURE_NOTES, startFailureNoteElement } from '../server/start-failure-note.mjs';

const builtPage =
  '<html><head><title>t</title></head><body><div id="root"></div><script defer src="/main.1a.js"></script><script defer src="/200.2b.js"></script></body></html>';

const jsonIn = (html: string, id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]);
const listIn = (html: string) => jsonIn(html, SHELL_SCRIPTS_ELEMENT_ID);
const noteIn = (html: string) => jsonIn(html, START_FAILURE_NOTE_ELEMENT_ID);

describe("the page's scripts, fetched with the HTML and run after the first paint", () => {
  const page = withScriptsAfterFirstPaint(builtPage, {
    shellScripts: ['/frame-catalog-hi.3c.js'],
    remoteScripts: ['http://127.0.0.1:3001/remoteEntry.js', 'http://127.0.0.1:3001/1.a"b.js'],
  });

  it('names no script file to run, ends with its loader inside the page, and preloads them all at low priority', () => {
    expect([...page.matchAll(/<script[^>]* src="([^"]+)"/g)]).toEqual([]);
    expect(page.endsWith(`<script>${LOADER_SOURCE}</script></body></html>`)).toBe(true);
    expect(LOADER_HASH_SOURCE).toBe(`'sha256-${crypto.createHash('sha256').update(LOADER_SOURCE).digest('base64')}'`);
    expect(page).toContain(
      `<head><title>t</title>` +
        '<link rel="preload" as="script" href="/main.1a.js" fetchpriority="low"><link rel="preload" as="script" href="/200.2b.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/frame-catalog-hi.3c.js" fetchpriority="low"><link rel="preload" as="script" href="http://127.0.0.1:3001/remoteEntry.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="http://127.0.0.1:3001/1.a&#34;b.js" fetchpriority="low"></head>',
    );
  });

  it("lists the build's scripts, then the page's language scripts, in the build scripts' place; no address closes the list", () => {
    expect(page).toMatch(new RegExp(`<div id="root"></div><script id="${SHELL_SCRIPTS_ELEMENT_ID}" type="application/json">.*</script><script id="${START_FAILURE_NOTE_ELEMENT_ID}" type="application/json">.*</script><script>`));
    expect(listIn(page)).toEqual(['/main.1a.js', '/200.2b.js', '/frame-catalog-hi.3c.js']);
    const listed = withScriptsAfterFirstPaint(builtPage, { shellScripts: ['/x</script>.js'] });
    expect(listIn(listed)).toEqual(['/main.1a.js', '/200.2b.js', '/x</script>.js']);
  });

  it("carries the note the page shows should its scripts not arrive, in the page's language", () => {
    expect(noteIn(page)).toEqual({ language: 'en', text: START_FAILURE_NOTES.en });
    expect(noteIn(withScriptsAfterFirstPaint(builtPage, { language: 'mr' }))).toEqual({ language: 'mr', text: START_FAILURE_NOTES.mr });
    expect(noteIn(withScriptsAfterFirstPaint(builtPage, { language: 'fr' })).language).toBe('en');
  });

  it("keeps a page without build scripts as it is, with the remote's preloads", () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterFirstPaint(page, { remoteScripts: ['http://127.0.0.1:3001/remoteEntry.js'] })).toBe(
      '<html><head><link rel="preload" as="script" href="http://127.0.0.1:3001/remoteEntry.js" fetchpriority="low"></head><body><div id="root"></div></body></html>',
    );
  });
});

describe('the loader in the browser', () => {
  let frameCallbacks: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frameCallbacks = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frameCallbacks.push(callback));
    document.body.innerHTML =
      `<div id="root"><main><h1>संपर्क</h1></main></div><script id="${SHELL_SCRIPTS_ELEMENT_ID}" type="application/json">${JSON.stringify(['/main.1a.js', '/200.2b.js'])}</script>` +
      startFailureNoteElement('hi');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const addedScripts = () => [...document.body.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);
  const hide = (hidden: boolean) => jest.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
  const startLoader = () => startScriptsAfterFirstPaint(SHELL_SCRIPTS_ELEMENT_ID, START_FAILURE_NOTE_ELEMENT_ID, 'root', showStartFailureNote);
  const scriptElements = (src: string) => [...document.body.querySelectorAll<HTMLScriptElement>(`script[src="${src}"]`)];

  it('adds nothing until the frame after it ran has been painted, then the scripts, to run in order, once', () => {
    startLoader();
    expect(addedScripts()).toEqual([]);
    frameCallbacks.forEach((callback) => callback(0));
    expect(addedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(addedScripts()).toEqual([
      ['/main.1a.js', false],
      ['/200.2b.js', false],
    ]);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(addedScripts()).toHaveLength(2);
  });

  it('in a tab that is not shown, which paints nothing, adds the scripts at once', () => {
    hide(true);
    startLoader();
    expect(addedScripts()).toHaveLength(2);
    expect(frameCallbacks).toEqual([]);
  });

  it('in a tab left before its first frame, adds the scripts when it is hidden', () => {
    startLoader();
    hide(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(addedScripts()).toHaveLength(2);
  });

  it('asks once more, at once, for a script whose request failed; a second failure puts the note in the page\'s language over its HTML', () => {
    hide(true);
    startLoader();
    scriptElements('/200.2b.js')[0].dispatchEvent(new Event('error'));
    expect(addedScripts()).toEqual([
      ['/main.1a.js', false],
      ['/200.2b.js', false],
      ['/200.2b.js', false],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    scriptElements('/200.2b.js')[1].dispatchEvent(new Event('error'));
    expect(addedScripts()).toHaveLength(3);
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent(START_FAILURE_NOTES.hi);
    expect(note).toHaveAttribute('lang', 'hi');
    expect(document.getElementById('root')!.firstElementChild).toBe(note);
    expect(screen.getByRole('heading', { name: 'संपर्क' })).toBeInTheDocument();
  });

  it('shows no note when the second request arrives, and one note however many scripts fail', () => {
    hide(true);
    startLoader();
    scriptElements('/main.1a.js')[0].dispatchEvent(new Event('error'));
    scriptElements('/main.1a.js')[1].dispatchEvent(new Event('load'));
    expect(screen.queryByRole('alert')).toBeNull();

    for (const src of ['/main.1a.js', '/200.2b.js']) {
      scriptElements(src).at(-1)!.dispatchEvent(new Event('error'));
      scriptElements(src).at(-1)!.dispatchEvent(new Event('error'));
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('as the page carries it: it runs on its own', () => {
    hide(true);
    new Function(LOADER_SOURCE)();
    expect(addedScripts()).toHaveLength(2);
  });
});
