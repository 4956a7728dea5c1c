import fs from 'node:fs';
import path from 'node:path';
import { SCRIPT_FILE } from './script-file.mjs';

/** Written by the shell's build (build/start-scripts-plugin.ts). */
const LANGUAGE_SCRIPTS_FILE = 'language-scripts.json';

/**
 * The shell's messages in Hindi or Marathi, which it loads before the page goes live: named in a
 * page in that language, so the browser fetches them with main.js instead of after main.js ran.
 */
export function createLanguageScripts(distDir) {
  const file = path.join(distDir, LANGUAGE_SCRIPTS_FILE);
  const byLanguage = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return {
    /** The addresses of the language's scripts, which run after the page's others. */
    scriptsFor(language) {
      return (byLanguage[language] ?? []).filter((name) => SCRIPT_FILE.test(name)).map((name) => `/${name}`);
    },
  };
}
