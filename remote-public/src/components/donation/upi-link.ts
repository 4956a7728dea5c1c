export interface UpiPayment {
  upiId: string;
  payeeName: string;
  amount: number;
  note: string;
}

/**
 * The most one UPI payment may carry (NPCI's limit for payments to a person and to most
 * merchants): UPI apps refuse a link or QR code for more.
 */
export const UPI_PAYMENT_LIMIT_RUPEES = 100000;

/** Percent-encodes a value but keeps '@', which UPI apps expect verbatim in the payee address. */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** The NPCI deep link (upi://pay) that any UPI app opens with payee, amount and note filled in. */
export function upiPaymentLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const am = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `upi://pay?pa=${encode(upiId)}&pn=${encode(payeeName)}&am=${am}&cu=INR&tn=${encode(note)}`;
}
