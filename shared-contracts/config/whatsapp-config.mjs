import { internationalNumber } from '../phone/phone.mjs';

/**
 * The charity's WhatsApp number (WHATSAPP_NUMBER), for the chat links in the top bar and on the
 * contact page. Written as people write it (`+91 98765 43210`, `098765 43210`, `9876543210`) and
 * kept as WhatsApp's links want it: country code and number, digits only. Unset: no link (a sample
 * number would send people's messages to a stranger). A value that is no phone number stops the
 * server, rather than showing a link that reaches nobody.
 */
const INTERNATIONAL = /^[1-9]\d{9,14}$/;

export function buildWhatsAppConfig(env = process.env) {
  const written = env.WHATSAPP_NUMBER?.trim();
  if (!written) return { whatsapp: null };
  const number = internationalNumber(written);
  if (!INTERNATIONAL.test(number)) {
    throw new Error(`WHATSAPP_NUMBER is not a phone number: "${written}". Write it with its country code, e.g. +91 98765 43210.`);
  }
  return { whatsapp: number };
}
