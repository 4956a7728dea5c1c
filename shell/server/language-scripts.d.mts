import type { Language } from 'shared-contracts/languages';

export function createLanguageScripts(distDir: string): {
  withScriptsFor(html: string, language: Language): string;
};
