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

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * '2,500', '1,00,000' in the page's language: Indian grouping and Latin digits, as INTL_LOCALES
 * sets them. `paise`: always both of their digits ('100.50', never '100.5').
 */
function formatNumber(value: number, language: Language, paise = false): string {
  const key = `${language}:${paise}`;
  let format = numberFormats.get(key);
  if (!format) {
    const fractionDigits = paise ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 };
    format = new Intl.NumberFormat(INTL_LOCALES[language], fractionDigits);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * '₹2,500', '₹1,00,000', '₹100.50': a plain grouped number with '₹' in front (Marathi's currency
 * style drops the Indian grouping).
 */
export function formatRupees(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  return `₹${formatNumber(amount, language, !Number.isInteger(amount))}`;
}

/** formatRupees in the language of the page that shows the amount. */
export function useFormatRupees(): (amount: number) => string {
  const language = useLanguage();
  return useCallback((amount: number) => formatRupees(amount, language), [language]);
}

/** A count (meals) formatted as formatNumber does, in the language of the page that shows it. */
export function useFormatCount(): (count: number) => string {
  const language = useLanguage();
  return useCallback((count: number) => formatNumber(count, language), [language]);
}

/** The donation panel's anchor, and the search parameter that picks an amount in it. */
export const DONATION_PANEL_ID = 'donate';
export const AMOUNT_PARAMETER = 'amount';

/** A link to the donation panel with `amount` already chosen, e.g. from a page that names a sum. */
export function donationLink(amount: number): string {
  return `${PUBLIC_ROUTES.whyDonate.path}?${AMOUNT_PARAMETER}=${amount}#${DONATION_PANEL_ID}`;
}
