/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLanguageScripts } from '../server/language-scripts.mjs';

const page = '<html><head></head><body><div id="root"></div><script defer src="/main.1.js"></script></body></html>';

describe("a Hindi or Marathi page names the shell's messages in its language", () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-scripts-'));
  beforeAll(() => fs.writeFileSync(path.join(distDir, 'language-scripts.json'), JSON.stringify({ hi: ['frame-catalog-hi.a1.js', '../secret.js'], mr: ['frame-catalog-mr.b2.js'] })));
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it("adds the language's scripts after the page's own, leaving out anything but a file of the build", () => {
    expect(createLanguageScripts(distDir).withScriptsFor(page, 'hi')).toBe(
      '<html><head></head><body><div id="root"></div><script defer src="/main.1.js"></script><script defer src="/frame-catalog-hi.a1.js"></script></body></html>',
    );
  });

  it('leaves an English page, and every page of a build without the file, as it is', () => {
    expect(createLanguageScripts(distDir).withScriptsFor(page, 'en')).toBe(page);
    expect(createLanguageScripts(os.tmpdir()).withScriptsFor(page, 'mr')).toBe(page);
  });
});
