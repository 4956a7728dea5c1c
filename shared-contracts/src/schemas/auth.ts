import './zod-mini';
import * as z from 'zod/mini';
import { AUTH_MESSAGES } from '../auth-messages';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { validationMessage } from '../messages';
import { DASHBOARD_ROLES } from '../roles';
import { emailField, mobileField, otpField, passwordField, requiredText } from './fields';

export const loginRequestSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: validationMessage('passwordRequired') })
    .check(
      z.minLength(1, { error: validationMessage('passwordRequired') }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: validationMessage('passwordTooLong', { max: PASSWORD_MAX_LENGTH }) }),
    ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  mobile: mobileField('Mobile number'),
  email: emailField,
  password: passwordField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The password typed again: required like every field (spec §5); it never leaves the browser. */
const confirmPasswordField = z.string({ error: validationMessage('confirmPasswordRequired') }).check(z.minLength(1, { error: validationMessage('confirmPasswordRequired') }));

/** The signup form adds a confirmation that never leaves the browser. */
export const signupFormSchema = z.extend(registerRequestSchema, { confirmPassword: confirmPasswordField }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.signupMismatch,
    path: ['confirmPassword'],
  }),
);

export const verifyOtpRequestSchema = z.strictObject({ email: emailField, otp: otpField });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const emailOnlyRequestSchema = z.strictObject({ email: emailField });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  email: emailField,
  otp: otpField,
  newPassword: passwordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z.object({ otp: otpField, newPassword: passwordField, confirmPassword: confirmPasswordField }).check(
  z.refine((form) => form.newPassword === form.confirmPassword, {
    error: AUTH_MESSAGES.resetMismatch,
    path: ['confirmPassword'],
  }),
);

export const roleSchema = z.enum(DASHBOARD_ROLES);


export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: roleSchema,
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const setRoleRequestSchema = z.strictObject({ role: roleSchema });
export type SetRoleRequest = z.infer<typeof setRoleRequestSchema>;
