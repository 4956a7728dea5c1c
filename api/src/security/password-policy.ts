import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';

/**
 * NIST SP 800-63B: refuse new passwords that are commonly used, repetitive or sequential, or
 * that name the service or the person. The list is the 49,000 most common passwords of
 * zxcvbn-ts (from breach corpora); only entries a new password could be are kept.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH));
const SERVICE_WORDS = ['gondia', 'gramin', 'vikas', 'foundation', 'charity'];
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isRepetitive(password: string): boolean {
  // One short chunk repeated: "aaaaaaaa", "abababab", "abcabcabc".
  return /^(.{1,3})\1+$/u.test(password);
}

function isSequential(password: string): boolean {
  return SEQUENCES.some((sequence) => {
    const reversed = [...sequence].reverse().join('');
    return sequence.includes(password) || reversed.includes(password);
  });
}

/** Strips digits and symbols around a word ("Password123!" → "password"). */
function core(password: string): string {
  return password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

export function isWeakPassword(password: string, email: string): boolean {
  // Judged as it is hashed (NFKC, passwords.ts): "ｐａｓｓｗｏｒｄ１２３" is "password123".
  const lower = password.normalize('NFKC').toLowerCase();
  const mailbox = email.toLowerCase().split('@')[0];
  return (
    COMMON_PASSWORDS.has(lower) ||
    COMMON_PASSWORDS.has(core(lower)) ||
    isRepetitive(lower) ||
    isSequential(lower) ||
    (mailbox.length >= 4 && lower.includes(mailbox)) ||
    SERVICE_WORDS.some((word) => core(lower) === word)
  );
}
