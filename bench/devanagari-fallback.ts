/**
 * The font this machine shows Devanagari in while a Hindi page's own font downloads. Every phone
 * has one (Android: Noto Sans Devanagari, iPhone: Kohinoor Devanagari, Windows: Nirmala UI); a
 * bare Linux machine may have none, and then the page starts with empty boxes of another width,
 * whose replacement moves the text in a way no visitor's phone would (the Hindi page's CLS).
 */
import { execFileSync } from 'node:child_process';

/** The Devanagari font families fontconfig knows, or none when it knows none (or is missing). */
export function devanagariFallbackFonts(): string[] {
  try {
    const listed = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
    return [...new Set(listed.split('\n').map((line) => line.trim()).filter(Boolean))].sort();
  } catch {
    return [];
  }
}

export function devanagariFallbackNote(fonts: string[]): string {
  if (fonts.length > 0) return `Devanagari shown before the site's font arrives, in this machine's own: ${fonts.join(', ')}.`;
  return 'This machine has no Devanagari font (Debian: apt-get install fonts-lohit-deva): a Hindi page starts with empty boxes instead of letters, and its CLS measures their replacement, which no phone shows.';
}
