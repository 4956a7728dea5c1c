/**
 * The charity's WhatsApp number (WHATSAPP_NUMBER), for the chat links in the top bar and on the
 * contact page. Written as people write it (`+91 98765 43210`, `098765 43210`, `9876543210`) and
 * kept as WhatsApp's links want it: country code and number, digits only. Unset: no link (a sample
 * number would send people's messages to a stranger). A value that is no phone number stops the
 * server, rather than showing a link that reaches nobody.
 */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const INTERNATIONAL = /^[1-9]\d{9,14}$/;

export function buildWhatsAppConfig(env = process.env) {
  const written = env.WHATSAPP_NUMBER?.trim();
  if (!written) return { whatsapp: null };
  const digits = written.replace(/[\s()-]/g, '').replace(/^\+/, '').replace(/^0(?=[6-9]\d{9}$)/, '');
  const number = INDIAN_MOBILE.test(digits) ? `91${digits}` : digits;
  if (!INTERNATIONAL.test(number)) {
    throw new Error(`WHATSAPP_NUMBER is not a phone number: "${written}". Write it with its country code, e.g. +91 98765 43210.`);
  }
  return { whatsapp: number };
}
