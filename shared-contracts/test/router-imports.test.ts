import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const BROWSER_SOURCES = ['shell', 'remote-public', 'remote-auth', 'remote-dashboard', 'shared-ui', 'standalone-host', 'host-services'];
/** Code rendered in Node: one bundle, one React Router, so StaticRouter may come from the package. */
const NODE_ONLY = [path.join('shell', 'src', 'server-render.tsx'), path.join('shared-ui', 'src', 'server')];

function sourcesOf(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, 'src', file));
}

test('apps route through shared-contracts/router, so the page holds one React Router', () => {
  const offenders = BROWSER_SOURCES.flatMap(sourcesOf)
    .filter((file) => !NODE_ONLY.some((allowed) => file.startsWith(allowed)))
    .filter((file) => /from 'react-router(-dom)?'/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});
