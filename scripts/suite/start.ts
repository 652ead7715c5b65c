// `npm start` (after the build): runs the local suite until Ctrl+C.
import { relative } from 'node:path';
import { ROOT } from './config';
import { startSuite } from './suite';
import { formatVenueDateTimeLong } from '../../functions/src/domain/venue-time';

try {
  const suite = await startSuite({ onMail: (line) => console.log(line) });
  console.log(`Site: ${suite.siteUrl}  (Ctrl+C stops; emulator log: ${relative(ROOT, suite.logFile)})`);
  console.log(`Mail: ${suite.inboxUrl}  (every mail the site sends, as received; one line each below)`);
  console.log(
    `Clock: the site and API run as of ${formatVenueDateTimeLong(suite.clock)} (SUITE_NOW chooses another moment: docs/development.md, "Trying other dates").`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void suite.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`The local suite could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
