import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDevanagariFont } from '../server/devanagari-font.mjs';

const PAGE = '<html lang="en"><head><title>t</title></head><body></body></html>';

describe('the Devanagari font', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.mkdirSync(path.join(dist, 'fonts'));
  for (const name of ['noto-sans-devanagari-devanagari-400-normal.0123456789.woff2', 'noto-sans-devanagari-devanagari-700-normal.abcdef0123.woff2']) {
    fs.writeFileSync(path.join(dist, 'fonts', name), '');
  }
  const font = createDevanagariFont(dist);

  it("comes with Hindi and Marathi pages: the phone's own copy first, swapped in, for Devanagari letters only", () => {
    const html = font.withFontFor(PAGE, 'mr');
    expect(html).toContain("src:local('Noto Sans Devanagari'),local('NotoSansDevanagari-Regular'),url(/fonts/noto-sans-devanagari-devanagari-400-normal.0123456789.woff2) format('woff2')");
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/@font-face/g)).toHaveLength(2);
    expect(html).toContain('font-weight:700');
    expect(html).toContain('font-display:swap');
    expect(html).toContain('unicode-range:U+0900-097F');
    expect(font.withFontFor(PAGE, 'hi')).toBe(html);
  });

  it('is not loaded by an English page, nor when the build has no font', () => {
    expect(font.withFontFor(PAGE, 'en')).toBe(PAGE);
    expect(createDevanagariFont(fs.mkdtempSync(path.join(os.tmpdir(), 'empty-dist-'))).withFontFor(PAGE, 'hi')).toBe(PAGE);
  });
});
