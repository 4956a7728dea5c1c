export type Language = 'en' | 'hi' | 'mr';

export const LANGUAGES: readonly Language[];
export const DEFAULT_LANGUAGE: 'en';
export const LANGUAGE_NAMES: Readonly<Record<Language, string>>;
export const INTL_LOCALES: Readonly<Record<Language, string>>;
export const LANGUAGE_COOKIE: string;
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS: number;
export function languageCookie(language: Language, options?: { secure?: boolean }): string;
export const LANGUAGE_CHOICE_PATH: string;
export function languageChoiceLink(language: Language, returnTo: string): string;

export function isLanguage(value: unknown): value is Language;
export function splitLanguagePrefix(pathname: string): { language: Language; path: string; prefixed: boolean };
export function languagePrefix(language: Language): '' | '/hi' | '/mr';
export function routerBasename(pathname: string): '' | '/hi' | '/mr';
export function localisedPath(path: string, language: Language): string;
export function underPrefixOf(pathname: string, path: string): string;
export function languageOfPage(
  pathname: string,
  options: { chosen: string | undefined; hasLanguageVersions: (path: string) => boolean },
): Language;
