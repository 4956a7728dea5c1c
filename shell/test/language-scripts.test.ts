/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLanguageScripts } from '../server/language-scripts.mjs';

describe("a Hindi or Marathi page names the shell's messages in its language", () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-scripts-'));
  beforeAll(() => fs.writeFileSync(path.join(distDir, 'language-scripts.json'), JSON.stringify({ hi: ['frame-catalog-hi.a1.js', '../secret.js'], mr: ['frame-catalog-mr.b2.js'] })));
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it("names the language's scripts, leaving out anything but a file of the build", () => {
    expect(createLanguageScripts(distDir).scriptsFor('hi')).toEqual(['/frame-catalog-hi.a1.js']);
  });

  it('names none for an English page, nor for any page of a build without the file', () => {
    expect(createLanguageScripts(distDir).scriptsFor('en')).toEqual([]);
    expect(createLanguageScripts(os.tmpdir()).scriptsFor('mr')).toEqual([]);
  });
});
