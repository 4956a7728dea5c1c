import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Loads the server's whole module graph (app.ts reaches every plugin and route) and lists what came from node_modules. */
const PROBE = `
require('./src/app.ts');
require('./src/config.ts');
const loaded = Object.keys(require.cache);
const browserOnly = loaded.filter((file) => /node_modules\\/(react|react-dom|axios|jwt-decode|styled-components)\\//.test(file));
console.log(JSON.stringify({ total: loaded.length, browserOnly }));
`;

test('the API imports only the pure root of shared-contracts: no React or other browser library is loaded', () => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', PROBE], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  const { total, browserOnly } = JSON.parse(output.trim().split('\n').pop()!);
  expect(total).toBeGreaterThan(100);
  expect(browserOnly).toEqual([]);
});
