import { spawnSync } from 'node:child_process';
import path from 'node:path';

test('with NODE_ENV=production and payment settings missing, the shell server refuses to start and names them', () => {
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', UPI_ID: 'charity@realbank' };
  const result = spawnSync(process.execPath, [path.join(__dirname, '..', 'server.mjs')], { env, encoding: 'utf8', timeout: 20_000 });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/Payment details are missing: set UPI_PAYEE_NAME, BANK_ACCOUNT_NAME/);
  expect(result.stderr).not.toMatch(/set UPI_ID,/);
});
