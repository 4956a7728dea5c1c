import type { TestApp } from './test-app';
import type { SmtpReceiver } from './smtp-receiver';
import { ensureAdmin } from '../../src/services/accounts';
import { setRoleByEmail } from '../../src/services/accounts';
import type { DashboardRole } from 'shared-contracts';

export const PASSWORD = 'correct horse battery';

/** Signs up through the API, verifies with the mailed code and returns a token. */
export async function signUp(test: TestApp, mail: SmtpReceiver, email: string, role: DashboardRole = 'user'): Promise<string> {
  const registered = await test.post('/api/register', { name: 'Test Person', mobile: '9876543210', email, password: PASSWORD });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await test.post('/api/verify-otp', { email, otp: await mail.nextCode(email) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  if (role !== 'user') await setRoleByEmail(test.app.db, email, role);
  return logIn(test, email);
}

export async function logIn(test: TestApp, email: string, password = PASSWORD): Promise<string> {
  const response = await test.post('/api/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

export async function adminToken(test: TestApp, email = 'admin@example.org'): Promise<string> {
  await ensureAdmin(test.app.db, { email, password: PASSWORD }, test.config.passwordHashing, Date.now());
  return logIn(test, email);
}
