import { REMOTE_START_SCRIPTS_ELEMENT_ID, withRemoteStartScripts } from '../server/remote-start-scripts.mjs';

const PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const AUTH_SCRIPTS = ['http://127.0.0.1:3002/remoteEntry.js', 'http://127.0.0.1:3002/461.a1.js'];

describe("the other remotes' start scripts, named in the page and fetched on a visitor's intent", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.resetModules();
  });

  /** The browser's side, fresh for each page (it reads the list once). */
  const startScripts = () => jest.requireActual<typeof import('../src/federation/start-scripts')>('../src/federation/start-scripts');
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

  it('are named before the end of the body, only for remotes whose scripts are known, escaped for the markup', () => {
    const page = withRemoteStartScripts(PAGE, { remote_auth: [...AUTH_SCRIPTS, 'http://127.0.0.1:3002/</script>.js'], remote_dashboard: [] });
    expect(page).toMatch(new RegExp(`<script id="${REMOTE_START_SCRIPTS_ELEMENT_ID}" type="application/json">[^<]*</script></body>`));
    expect(page).not.toContain('remote_dashboard');
    expect(page).not.toContain('</script>.js');
    expect(withRemoteStartScripts(PAGE, { remote_dashboard: [] })).toBe(PAGE);
  });

  it("are fetched all at once when the remote starts to load, each once, and none of another remote's", () => {
    document.documentElement.innerHTML = withRemoteStartScripts(PAGE, { remote_auth: AUTH_SCRIPTS, remote_public: ['http://127.0.0.1:3001/remoteEntry.js'] });
    const { fetchStartScriptsOf } = startScripts();
    fetchStartScriptsOf('remote_auth');
    fetchStartScriptsOf('remote_auth');
    expect(preloads()).toEqual(AUTH_SCRIPTS);
  });

  it('fetch nothing on a page that names none, names them in another shape, or names no web address', () => {
    fetchNothingFrom(PAGE);
    fetchNothingFrom(PAGE.replace('</body>', `<script id="${REMOTE_START_SCRIPTS_ELEMENT_ID}" type="application/json">{"remote_auth": "x.js"}</script></body>`));
    fetchNothingFrom(PAGE.replace('</body>', `<script id="${REMOTE_START_SCRIPTS_ELEMENT_ID}" type="application/json">not json</script></body>`));
    fetchNothingFrom(PAGE.replace('</body>', `<script id="${REMOTE_START_SCRIPTS_ELEMENT_ID}" type="application/json">{"remote_auth": ["javascript:alert(1)", 5]}</script></body>`));
  });

  function fetchNothingFrom(page: string) {
    jest.resetModules();
    document.documentElement.innerHTML = page;
    startScripts().fetchStartScriptsOf('remote_auth');
    expect(preloads()).toEqual([]);
  }
});
