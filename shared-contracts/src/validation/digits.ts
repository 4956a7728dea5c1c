/** The Devanagari digits ० to ९ (U+0966–U+096F), which Hindi and Marathi keyboards can type. */
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/**
 * A number as people may type it in Hindi or Marathi, with Latin digits: "९८७६५४३२१०" is
 * "9876543210". Numbers are checked and stored in Latin digits, as the site writes them.
 */
export function toLatinDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));
}
