import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { originalFileName } from 'static-server/encoded-copies';
import { REPO_ROOT, STATE_FILE } from '../harness/processes';

export interface VariantOptions {
  /**
   * A visible change: in `file` (relative to src/), `from` becomes `to`, and so in the catalogs,
   * where the English text is the message's key (as `npm run i18n:extract` would write them).
   */
  textChange?: { file: string; from: string; to: string };
  /** Entries that replace the shared-singleton contract's, e.g. an older shared-contracts. */
  sharedOverrides?: Record<string, Record<string, unknown>>;
}

/** Files a browser must always re-fetch; a deploy switches them last, after the hashed files. */
const ENTRY_FILES = ['index.html', 'remoteEntry.js', 'mf-manifest.json', path.join('prerendered', 'current.json')];

/**
 * Builds remote-public again from a copy of its sources with one change, as its team would before
 * a deploy, without touching the repository's own build. Returns the new build's folder.
 */
export function buildRemotePublicVariant(name: string, options: VariantOptions): string {
  const source = path.join(REPO_ROOT, 'remote-public');
  const dir = path.join(path.dirname(STATE_FILE), 'variants', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'federation.config.ts']) {
    fs.cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  if (options.textChange) {
    const { from, to } = options.textChange;
    const file = path.join(dir, 'src', options.textChange.file);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(from)) throw new Error(`"${from}" is not in ${options.textChange.file}`);
    fs.writeFileSync(file, text.replace(from, to));
    const catalogs = fs.readdirSync(path.join(dir, 'src', 'locales'), { recursive: true, encoding: 'utf8' }).filter((entry) => entry.endsWith('.po'));
    for (const catalog of catalogs.map((entry) => path.join(dir, 'src', 'locales', entry))) {
      fs.writeFileSync(catalog, fs.readFileSync(catalog, 'utf8').replaceAll(from, to));
    }
  }
  const base = JSON.stringify(path.join(REPO_ROOT, 'rspack.base'));
  const shared = JSON.stringify(path.join(REPO_ROOT, 'federation.shared'));
  const serverRender = JSON.stringify(path.join(REPO_ROOT, 'build', 'server-render-config'));
  fs.writeFileSync(
    path.join(dir, 'rspack.config.ts'),
    `import { createAppConfig } from ${base};
import { withServerRender } from ${serverRender};
import { sharedSingletons } from ${shared};
import { federation } from './federation.config';

const overrides = ${JSON.stringify(options.sharedOverrides ?? {})};
export default (_env: unknown, argv: { mode?: string }) =>
  withServerRender(
    createAppConfig({ appDir: __dirname, devPort: 0, federation, publicPath: 'auto', shared: { ...sharedSingletons, ...overrides } }, argv),
    { appDir: __dirname, entry: './src/server-render.tsx', uniqueName: String(federation.name), prerenderPages: true },
  );
`,
  );
  execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'rspack.config.ts', '--mode', 'production'], {
    cwd: dir,
    stdio: 'pipe',
  });
  return path.join(dir, 'dist');
}

/** Puts a build where a server serves from: hashed files first, entry files last; old hashed files stay. */
export function deploy(buildDir: string, servedDir: string): void {
  const files = fs.readdirSync(buildDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const relative = files.map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)));
  // An entry file's compressed copies (remoteEntry.js.br) name the same new chunks: last too.
  const isEntry = (file: string) => ENTRY_FILES.includes(originalFileName(file));
  const ordered = [...relative.filter((file) => !isEntry(file)), ...relative.filter(isEntry)];
  for (const file of ordered) {
    fs.mkdirSync(path.dirname(path.join(servedDir, file)), { recursive: true });
    fs.copyFileSync(path.join(buildDir, file), path.join(servedDir, file));
  }
}

/** A fingerprint of every file in a folder, to show that a deploy left it byte-for-byte alone. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return result;
}
