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
