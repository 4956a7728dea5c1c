export interface UpiPayment {
  upiId: string;
  payeeName: string;
  amount: number;
  note: string;
}

/** Percent-encodes a value but keeps '@', which UPI apps expect verbatim in the payee address. */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** The NPCI deep link (upi://pay) that any UPI app opens with payee, amount and note filled in. */
export function upiPaymentLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const am = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `upi://pay?pa=${encode(upiId)}&pn=${encode(payeeName)}&am=${am}&cu=INR&tn=${encode(note)}`;
}
