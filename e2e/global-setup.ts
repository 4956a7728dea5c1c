import { execFileSync } from 'node:child_process';
import { startMailReceiver } from './harness/mailbox';
import { PORTS } from './harness/ports';
import { REPO_ROOT } from './harness/processes';
import { startSite, stopSite } from './harness/site';

/** Builds the apps, starts a real SMTP receiver and the composed site; returns the teardown. */
export default async function globalSetup() {
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const mail = await startMailReceiver(PORTS.smtp);
  await startSite();
  return async () => {
    await stopSite();
    await mail.stop();
  };
}
