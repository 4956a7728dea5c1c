import type { Language } from 'shared-contracts/languages';

export function createDevanagariFont(distDir: string): { withFontFor(html: string, language: Language): string };
