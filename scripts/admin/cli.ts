// `npm run admin -- grant|revoke|grant-checkin|revoke-checkin|list`: who may verify payments, and
// who may check people in at the conference. See USAGE in claims.ts.
import { parseAdminCommand, USAGE } from './claims';
import { AuditFailed, localSuiteRuns, runAdminCommand } from './run';

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
    await runAdminCommand(command, (line) => console.log(line));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    // Anything else that failed is not an audit's finding: 2 tells the two apart.
    return error instanceof AuditFailed ? 1 : 3;
  }
}

process.exit(await main());
