/**
 * Phone numbers as people write them (`+91 98230 12345`, `098230-12345`, `9823012345`) in the
 * form dialling and chat links want: country code and number, digits only. A 10-digit Indian
 * mobile number, with or without its 0 or +91, gets 91; a number written with + (or 00) keeps the
 * country code it was written with (`+65 9123 4567` is Singapore's, not an Indian mobile's).
 * Plain JavaScript, so the shell's server reads it as the browser does.
 */
const INDIAN_MOBILE = /^(?:91|0)?([6-9]\d{9})$/;

export function internationalNumber(written) {
  const compact = written.replace(/[\s()-]/g, '').replace(/^00/, '+');
  const digits = compact.replace(/^\+/, '');
  const mobile = INDIAN_MOBILE.exec(digits);
  const withCountryCode = compact.startsWith('+');
  return mobile && (!withCountryCode || digits.startsWith('91')) ? `91${mobile[1]}` : digits;
}
