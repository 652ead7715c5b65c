// `npm run admin` as the restore drill runs it: in the test's own process, against the local suite,
// each line it prints kept (an audit's findings too).
import { parseAdminCommand } from '../../scripts/admin/claims';
import { AuditFailed, runAdminCommand } from '../../scripts/admin/run';

/** `npm run admin -- <args>`, run here: what it printed (an audit's findings too). */
export async function admin(...args: string[]): Promise<string[]> {
  const command = parseAdminCommand(args);
  if ('error' in command) throw new Error(command.error);
  const lines: string[] = [];
  try {
    await runAdminCommand(command, (line) => lines.push(line));
  } catch (error) {
    if (!(error instanceof AuditFailed)) throw error;
  }
  return lines;
}
