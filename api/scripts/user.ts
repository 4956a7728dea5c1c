/**
 * Account administration from the command line, against the configured database
 * (DATA_DIR / DATABASE_URL as for the server):
 *
 *   npm run user -w api -- set-role someone@example.org admin
 */
import { DASHBOARD_ROLES, type DashboardRole } from 'shared-contracts';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { setRoleByEmail } from '../src/services/accounts';

const USAGE = `Usage: npm run user -w api -- set-role EMAIL ROLE   (ROLE: ${DASHBOARD_ROLES.join(', ')})`;

async function main(args: string[]): Promise<number> {
  const [command, email, role] = args;
  if (command !== 'set-role' || !email || !DASHBOARD_ROLES.includes(role as DashboardRole)) {
    console.error(USAGE);
    return 2;
  }
  const { db } = await openDatabase(loadConfig());
  try {
    if (!(await setRoleByEmail(db, email, role as DashboardRole))) {
      console.error(`No verified account with the e-mail address ${email} (a sign-up becomes an account once its code is verified)`);
      return 1;
    }
    console.log(`${email} is now ${role}. Their sessions have ended: they log in again to use it.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
