import { useCallback } from 'react';
import { i18n as pageI18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { failureMessageOf } from 'shared-contracts/host';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';

type ContractTranslator = (text: string, i18n: I18n) => string;

/** Set once the contract catalog's Hindi or Marathi chunk has loaded: its translations come with it. */
let translateContractText: ContractTranslator | undefined;

export function setContractTranslator(translator: ContractTranslator): void {
  translateContractText = translator;
}

/**
 * A text from the contract (a schema's validation message, the API's answer) in the page's
 * language; any other text as it is. English pages show the contract's text unchanged; a Hindi
 * or Marathi part has loaded the contract catalog before it renders (sharedUiCatalogs).
 */
export function translateMessage(text: string, i18n: I18n = pageI18n): string {
  if (i18n.locale === DEFAULT_LANGUAGE || !translateContractText) return text;
  return translateContractText(text, i18n);
}

/** What a failed call tells the visitor: the server's own message, or `fallback`, in the page's language. */
export function translatedFailureOf(error: unknown, fallback: string, i18n: I18n = pageI18n): string {
  return translateMessage(failureMessageOf(error, fallback), i18n);
}

export function useTranslateMessage(): (text: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string) => translateMessage(text, i18n), [i18n]);
}
