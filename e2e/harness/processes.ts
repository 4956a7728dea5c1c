import fs from 'node:fs';
import path from 'node:path';
import { startLoggedProcess, type ProcessSpec } from '../../scripts/lib/local-processes';
import { PORTS } from './ports';

export { isPortOpen, stopProcess, waitForPort, waitForPortClosed } from '../../scripts/lib/local-processes';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Where the harness records what it started, so tests and teardown can reach those processes. */
export const STATE_FILE = path.join(REPO_ROOT, 'e2e', '.state', String(PORTS.shell), 'site.json');

export interface SiteProcess extends ProcessSpec {
  pid: number;
}

/** Starts one process of the site; its output goes to a log file beside the state file. */
export function startProcess(spec: ProcessSpec): SiteProcess {
  return { ...spec, pid: startLoggedProcess(spec, path.dirname(STATE_FILE)) };
}

export function readState(): SiteProcess[] {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SiteProcess[];
}

export function writeState(processes: SiteProcess[]): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(processes, null, 2));
}
