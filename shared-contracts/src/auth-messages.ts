/**
 * Texts of the account screens (spec §8 and the agreed contract): the API sends them, and the
 * auth screens show them as they are, or use them when the server sent none.
 */
/** `{seconds}` is filled in (messages.ts reads the text back). */
export const WAIT_BEFORE_RESEND = 'Please wait {seconds} seconds before requesting a new code';

export const AUTH_MESSAGES = {
  codeSent: 'OTP has been sent to your email',
  /** Forgot password: the same answer whether or not an account has the address, and true either way. */
  resetCodeSent: 'If an account has this email address, an OTP has been sent to it',
  verified: 'Email verified successfully',
  wrongCode: 'wrong otp',
  codeExpired: 'This code has expired or was tried too often. Please request a new one.',
  codesLocked: 'Too many wrong codes were entered for this address. To keep it safe, please try again tomorrow.',
  noSignupWaiting: 'No sign-up for this address is waiting in this browser. It may have expired. Please sign up again.',
  resetDone: 'Password has been reset successfully',
  resetCodeInvalid: 'Invalid or expired OTP. Please check the code or request a new one.',
  accountExists: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address first. Enter the code we sent you or request a new one.',
  waitBeforeResend: (seconds: number) => WAIT_BEFORE_RESEND.replace('{seconds}', String(seconds)),
  signupMismatch: 'passwords do not match',
  resetMismatch: 'Passwords do not match',
  genericFailure: 'Something went wrong',
  resetFailed: 'OTP verification failed',
  loginFailed: 'Login failed. Please try again.',
  weakPassword: 'This password is too easy to guess. Please choose another one, for example three or four unrelated words.',
} as const;
