import type { Language } from 'shared-contracts/languages';

export function createLanguageScripts(distDir: string): {
  scriptsFor(language: Language): string[];
};
