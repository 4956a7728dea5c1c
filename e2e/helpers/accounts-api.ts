import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { API_PATHS, type DashboardRole } from 'shared-contracts';
import { waitForCode } from '../harness/mailbox';
import { ADMIN, BASE_URL } from '../harness/ports';

/** Accounts made through the API, for tests whose subject is not signup or login itself. */
export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

const api = (path: string) => `/api${path}`;
let created = 0;

export function uniqueEmail(prefix: string): string {
  created += 1;
  return `${prefix}-${Date.now()}-${created}@e2e.test`;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(api(API_PATHS.login), { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Registers and verifies an account with the code from its mail; the account has the role 'user'. */
export async function createVerifiedAccount(request: APIRequestContext, prefix = 'user', name = `E2E ${prefix}`): Promise<TestAccount> {
  const account = { email: uniqueEmail(prefix), password: 'E2e-password-123', name };
  const since = Date.now();
  const registered = await request.post(api(API_PATHS.register), {
    data: { name: account.name, mobile: '9876543210', email: account.email, password: account.password },
  });
  expect(registered.status(), `register ${account.email}`).toBe(201);
  const otp = await waitForCode(account.email, since);
  const verified = await request.post(api(API_PATHS.verifyOtp), { data: { email: account.email, otp } });
  expect(verified.status(), `verify ${account.email}`).toBe(200);
  return account;
}

/** Gives an account a role through the admin API, as an administrator would. */
export async function setRole(request: APIRequestContext, email: string, role: DashboardRole): Promise<void> {
  const headers = { authorization: `Bearer ${await apiLogin(request, ADMIN.email, ADMIN.password)}` };
  const found = await request.get(api(API_PATHS.adminUsers), { headers, params: { q: email } });
  expect(found.status()).toBe(200);
  const { items } = (await found.json()) as { items: { id: string; email: string }[] };
  const account = items.find((item) => item.email === email.toLowerCase());
  if (!account) throw new Error(`no account ${email} in the admin user list`);
  const updated = await request.put(api(API_PATHS.adminUserRole(account.id)), { headers, data: { role } });
  expect(updated.status(), `set role of ${email}`).toBe(200);
}

/** A verified account with `role`; the administrator is the one the site starts with. */
export async function accountWithRole(request: APIRequestContext, role: DashboardRole): Promise<TestAccount> {
  if (role === 'admin') return { ...ADMIN, name: 'Admin' };
  const account = await createVerifiedAccount(request, role);
  if (role !== 'user') await setRole(request, account.email, role);
  return account;
}

/** Signs the browser in the way the site does after login: the session token in the `token` cookie. */
export async function signInWithCookie(context: BrowserContext, request: APIRequestContext, account: TestAccount): Promise<void> {
  const token = await apiLogin(request, account.email, account.password);
  await context.addCookies([{ name: 'token', value: token, url: BASE_URL }]);
}
