/** Texts of spec §8 that the auth screens show when the server gives none of its own. */
export const AUTH_TEXTS = {
  codeSent: 'OTP has been sent to your email',
  wrongCode: 'wrong otp',
  emailVerified: 'Email verified successfully',
  signupMismatch: 'passwords do not match',
  resetMismatch: 'Passwords do not match',
  genericFailure: 'Something went wrong',
  resetFailed: 'OTP verification failed',
  resetDone: 'Password has been reset successfully',
  loginFailed: 'Login failed. Please try again.',
} as const;
