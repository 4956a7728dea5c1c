import type { FastifyInstance } from 'fastify';
import { forgotPasswordRoute } from './forgot-password';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { registerRoute } from './register';
import { resendOtpRoute } from './resend-otp';
import { resetPasswordRoute } from './reset-password';
import { verifyOtpRoute } from './verify-otp';

/** Sign-up, code verification, login, logout and password reset (spec §7). */
export async function authRoutes(app: FastifyInstance) {
  await app.register(registerRoute);
  await app.register(verifyOtpRoute);
  await app.register(resendOtpRoute);
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
}
