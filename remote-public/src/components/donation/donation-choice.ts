import { useCallback } from 'react';
import { PUBLIC_ROUTES, toLatinDigits } from 'shared-contracts';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from 'shared-contracts/languages';
import { useLanguage } from 'shared-ui/i18n';

export type DonorType = 'indian' | 'foreign';
export type Frequency = 'once' | 'monthly';

/** What the visitor chose when pressing Donate Now. */
export interface DonationChoice {
  donorType: DonorType;
  frequency: Frequency;
  amount: number;
}

/** Reads a typed amount ("2500", "2,500", "₹ 2500.50", "२५००"); null unless it is a positive number. */
export function parseAmount(text: string): number | null {
  const cleaned = toLatinDigits(text).replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 ? amount : null;
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * '2,500', '1,00,000' in the page's language: Indian grouping and the digits people type and see
 * in UPI apps (Marathi would otherwise use Devanagari digits).
 */
function formatCount(count: number, language: Language = DEFAULT_LANGUAGE): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 2, numberingSystem: 'latn' });
    numberFormats.set(language, format);
  }
  return format.format(count);
}

const paiseFormats = new Map<Language, Intl.NumberFormat>();

/** '100.50', never '100.5': an amount with paise shows both of their digits. */
function formatWithPaise(amount: number, language: Language): string {
  let format = paiseFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    paiseFormats.set(language, format);
  }
  return format.format(amount);
}

/**
 * '₹2,500', '₹1,00,000', '₹100.50': a plain grouped number with '₹' in front (Marathi's currency
 * style drops the Indian grouping).
 */
export function formatRupees(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  return `₹${Number.isInteger(amount) ? formatCount(amount, language) : formatWithPaise(amount, language)}`;
}

/** formatRupees in the language of the page that shows the amount. */
export function useFormatRupees(): (amount: number) => string {
  const language = useLanguage();
  return useCallback((amount: number) => formatRupees(amount, language), [language]);
}

/** formatCount in the language of the page that shows the count. */
export function useFormatCount(): (count: number) => string {
  const language = useLanguage();
  return useCallback((count: number) => formatCount(count, language), [language]);
}

/** The donation panel's anchor, and the search parameter that picks an amount in it. */
export const DONATION_PANEL_ID = 'donate';
export const AMOUNT_PARAMETER = 'amount';

/** A link to the donation panel with `amount` already chosen, e.g. from a page that names a sum. */
export function donationLink(amount: number): string {
  return `${PUBLIC_ROUTES.whyDonate.path}?${AMOUNT_PARAMETER}=${amount}#${DONATION_PANEL_ID}`;
}
