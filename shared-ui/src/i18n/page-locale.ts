import { useCallback, useMemo } from 'react';
import { INTL_LOCALES } from 'shared-contracts/languages';
import { useLanguage } from './language';

/** The locale the page formats dates and numbers with (`INTL_LOCALES[language]`), and a number formatter for it. */
export function usePageLocale() {
  const locale = INTL_LOCALES[useLanguage()];
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const formatNumber = useCallback((value: number) => numbers.format(value), [numbers]);
  return { locale, formatNumber };
}
