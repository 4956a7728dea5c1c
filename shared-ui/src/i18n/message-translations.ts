import { useCallback } from 'react';
import { i18n as pageI18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { failureMessageOf } from 'shared-contracts/host';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';
import { contractCatalog, contractTranslator } from '../locales/contract-catalog';
import { useCatalog } from './catalog';

/**
 * A text from the contract (a schema's validation message, the API's answer) in the page's
 * language; any other text as it is. English pages show the contract's text unchanged; Hindi and
 * Marathi need the contract catalog loaded (useTranslateMessage does so), else the text stays
 * English.
 */
export function translateMessage(text: string, i18n: I18n = pageI18n): string {
  const translate = contractTranslator();
  if (i18n.locale === DEFAULT_LANGUAGE || !translate) return text;
  return translate(text, i18n);
}

/** What a failed call tells the visitor: the server's own message, or `fallback`, in the page's language. */
export function translatedFailureOf(error: unknown, fallback: string, i18n: I18n = pageI18n): string {
  return translateMessage(failureMessageOf(error, fallback), i18n);
}

/**
 * For a part that shows contract texts: on a Hindi or Marathi page it waits (suspends) the first
 * time until the contract catalog is there, unless its page named the catalog and so has it.
 */
export function useTranslateMessage(): (text: string) => string {
  const { i18n } = useLingui();
  useCatalog(contractCatalog);
  return useCallback((text: string) => translateMessage(text, i18n), [i18n]);
}
