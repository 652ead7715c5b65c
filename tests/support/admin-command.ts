// `npm run admin -- <args>` run in the test's own process, against the local suite: the command's
// code as the CLI runs it, without starting npm, tsx and firebase-admin for each call. A test of
// the CLI itself (its exit status, its stderr) runs `npm run admin` in a process of its own.
import { parseAdminCommand } from '../../scripts/admin/claims';
import { AuditFailed, runAdminCommand } from '../../scripts/admin/run';

/**
 * What the command printed, line by line, and whether an audit failed (its last line then says so,
 * as the CLI's exit does). Any other failure is thrown, as the CLI would print and exit with it.
 */
export async function admin(...args: string[]): Promise<{ lines: string[]; failed: boolean }> {
  const command = parseAdminCommand(args);
  if ('error' in command) throw new Error(command.error);
  const lines: string[] = [];
  try {
    await runAdminCommand(command, (line) => lines.push(line));
    return { lines, failed: false };
  } catch (error) {
    if (!(error instanceof AuditFailed)) throw error;
    return { lines: [...lines, error.message], failed: true };
  }
}
