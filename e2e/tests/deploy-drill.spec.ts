import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { PORTS } from '../harness/ports';
import { REPO_ROOT } from '../harness/processes';
import { deploymentDir, reconfigureService, remoteServerSpec, remoteUrl, startExtraService } from '../harness/site';
import { buildRemotePublicVariant, deploy, fingerprint } from '../helpers/remote-builds';

/**
 * The independent-deploy drill: remote-public's team ships alone; the shell and the other remotes
 * are neither rebuilt nor restarted, and incompatible builds are refused instead of breaking pages.
 */
const ORIGINAL_TEXT = 'With the villages of Gondia district since 2004';
const HOME_FILE = path.join('pages', 'HomePage.tsx');
const [copyPort, olderContractsPort, oldReactPort] = PORTS.extraRemotes;

const heroText = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: false });

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  const served = deploymentDir('remote-public');
  fs.rmSync(served, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, 'remote-public', 'dist'), served, { recursive: true });
  await reconfigureService('shell', { REMOTE_PUBLIC_URL: remoteUrl(PORTS.remotePublic) });
});

test('a new build of remote-public shows after a reload, and nothing else changes', async ({ page, request }) => {
  const untouched = ['shell', 'remote-auth', 'remote-dashboard'].map(deploymentDir);
  const before = untouched.map(fingerprint);

  await page.goto('/');
  await expect(heroText(page, ORIGINAL_TEXT)).toBeVisible();

  const build = buildRemotePublicVariant('new-text', {
    textChange: { file: HOME_FILE, from: ORIGINAL_TEXT, to: 'Deployed alone: with the villages of Gondia district since 2004' },
  });
  deploy(build, deploymentDir('remote-public'));

  // The shell's server puts the new build's HTML in the page at once: no rebuild, no restart.
  const html = await (await request.get('/', { headers: { accept: '*/*' } })).text();
  expect(html).toContain('Deployed alone: with the villages of Gondia district since 2004');
  const { build: deployed } = JSON.parse(fs.readFileSync(path.join(build, 'prerendered', 'current.json'), 'utf8'));
  expect(html).toContain(`"build":"${deployed}"`);

  await page.reload();
  await expect(heroText(page, 'Deployed alone:')).toBeVisible();
  await page.getByRole('link', { name: 'Staff login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  expect(untouched.map(fingerprint)).toEqual(before);

  const manifest = await request.get(`${remoteUrl(PORTS.remotePublic)}/mf-manifest.json`);
  const entry = await request.get(`${remoteUrl(PORTS.remotePublic)}/remoteEntry.js`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const exposed = (await manifest.json()).exposes[0].assets.js.sync[0] as string;
  const asset = await request.get(`${remoteUrl(PORTS.remotePublic)}/${exposed}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('REMOTE_PUBLIC_URL and a restart of the shell server alone point the site at another copy', async ({ page }) => {
  const build = buildRemotePublicVariant('other-copy', {
    textChange: { file: HOME_FILE, from: ORIGINAL_TEXT, to: 'Served by the other copy' },
  });
  await startExtraService(remoteServerSpec('remote-public-copy', 'remote-public', copyPort, build));
  await reconfigureService('shell', { REMOTE_PUBLIC_URL: remoteUrl(copyPort) });
  await page.goto('/');
  await expect(heroText(page, 'Served by the other copy')).toBeVisible();
});

test('a remote built against the first release of the host contract\'s major version still loads', async ({ page }) => {
  const contracts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-contracts', 'package.json'), 'utf8'));
  const firstOfMajor = `${contracts.version.split('.')[0]}.0.0`;
  const build = buildRemotePublicVariant('older-contracts', {
    textChange: { file: HOME_FILE, from: ORIGINAL_TEXT, to: 'Built against the first release of its major' },
    sharedOverrides: {
      'shared-contracts/host': { singleton: true, strictVersion: true, requiredVersion: `^${firstOfMajor}`, version: firstOfMajor },
    },
  });
  await startExtraService(remoteServerSpec('remote-public-older-contracts', 'remote-public', olderContractsPort, build));
  await reconfigureService('shell', { REMOTE_PUBLIC_URL: remoteUrl(olderContractsPort) });
  await page.goto('/');
  await expect(heroText(page, 'Built against the first release of its major')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test("a remote that needs an incompatible React is refused: its page stays the server's HTML under the note, not a broken page", async ({ page }) => {
  const build = buildRemotePublicVariant('old-react', {
    sharedOverrides: { react: { singleton: true, strictVersion: true, requiredVersion: '^18.2.0', version: '18.3.1' } },
  });
  await startExtraService(remoteServerSpec('remote-public-old-react', 'remote-public', oldReactPort, build));
  await reconfigureService('shell', { REMOTE_PUBLIC_URL: remoteUrl(oldReactPort) });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Refused for its React requirement, not for some other fault.
  expect(errors.join('\n')).toMatch(/shared singleton module react does not satisfy/);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Staff login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // The note was about home's part: the login screen, which works, does not carry it.
  await expect(notice).toHaveCount(0);
});
