/**
 * Phone numbers as people write them (`+91 98230 12345`, `098230-12345`, `9823012345`) in the
 * form dialling and chat links want: country code and number, digits only. A 10-digit Indian
 * mobile number, with or without its 0 or +91, gets 91; any other number keeps its digits.
 * Plain JavaScript, so the shell's server reads it as the browser does.
 */
const INDIAN_MOBILE = /^(?:91|0)?([6-9]\d{9})$/;

export function internationalNumber(written) {
  const digits = written.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const mobile = INDIAN_MOBILE.exec(digits);
  return mobile ? `91${mobile[1]}` : digits;
}
