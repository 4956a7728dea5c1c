import { PUBLIC_ROUTES } from 'shared-contracts';

export type DonorType = 'indian' | 'foreign';
export type Frequency = 'once' | 'monthly';

/** What the visitor chose when pressing Donate Now. */
export interface DonationChoice {
  donorType: DonorType;
  frequency: Frequency;
  amount: number;
}

/** Reads a typed amount ("2500", "2,500", "₹ 2500.50"); null unless it is a positive number. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 ? amount : null;
}

export const formatRupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** The donation panel's anchor, and the search parameter that picks an amount in it. */
export const DONATION_PANEL_ID = 'donate';
export const AMOUNT_PARAMETER = 'amount';

/** A link to the donation panel with `amount` already chosen, e.g. from a page that names a sum. */
export function donationLink(amount: number): string {
  return `${PUBLIC_ROUTES.whyDonate.path}?${AMOUNT_PARAMETER}=${amount}#${DONATION_PANEL_ID}`;
}
