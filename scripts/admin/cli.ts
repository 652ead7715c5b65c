// `npm run admin -- grant|revoke|grant-checkin|revoke-checkin|list`: who may verify payments, and
// who may check people in at the conference. See USAGE in claims.ts.
import { createInterface } from 'node:readline/promises';
import { parseAdminCommand, USAGE, type AdminCommand } from './claims';
import { AuditFailed, erasureSubject, localSuiteRuns, runAdminCommand } from './run';

/**
 * An erasure cannot be undone: the registrant is named and the ID asked for again, so a mistyped
 * or wrongly pasted ID does not erase someone else. Without a terminal to ask, --yes is required.
 */
async function confirmErasure(command: Extract<AdminCommand, { action: 'erase' }>): Promise<boolean> {
  if (command.confirmed) return true;
  const subject = await erasureSubject(command);
  if (subject === null) return true; // the erasure itself says there is no such registration
  if (!process.stdin.isTTY) {
    console.error(`About to erase ${subject}
This cannot be undone. Run it again with --yes to erase it.`);
    return false;
  }
  console.log(`About to erase ${subject}
This cannot be undone.`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const typed = await prompt.question('Type the registration ID again to erase it (anything else stops): ');
  prompt.close();
  if (typed.trim().toUpperCase() === command.registrationId) return true;
  console.error('Nothing erased.');
  return false;
}

async function main(): Promise<number> {
  const command = parseAdminCommand(process.argv.slice(2));
  if ('error' in command) {
    console.error(`${command.error}\n\n${USAGE}`);
    return 2;
  }
  if (command.project === undefined && !(await localSuiteRuns())) {
    console.error('The local suite is not running: start it with `npm start`, or name a real project with --project.');
    return 1;
  }
  try {
    if (command.action === 'erase' && !(await confirmErasure(command))) return 1;
    await runAdminCommand(command, (line) => console.log(line));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    // Anything else that failed is not an audit's finding: 2 tells the two apart.
    return error instanceof AuditFailed ? 1 : 3;
  }
}

process.exit(await main());
