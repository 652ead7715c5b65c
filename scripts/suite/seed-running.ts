// `npm run seed`: for emulators started some other way (`npm run emulators`, or
// `firebase emulators:start` by hand). Loads the selected edition's sample registrations (editions/<id>/sample/) into the running Firestore and
// Storage emulators, then runs what the composed suite adds until Ctrl+C: the fake IEEE
// membership service and the local mail server and inbox, where the function's mail sender, run
// by those emulators, sends (functions/.secret.local).
import { suiteClock } from './clock';
import { FAKE_IEEE, INBOX_URL, MAIL_INBOX, hostPort } from './config';
import { startFakeIeee } from './fake-ieee';
import { startInbox } from './inbox';
import { isPortFree } from './ports';
import { seedFirestore, seedStorage } from './seed';
import { requireFunctionBuiltFor } from '../edition/built';
import { selectedEditionId } from '../edition/resolve.mjs';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

const missing = [];
if (!(await answers(`http://${hostPort('firestore')}/`))) missing.push(`Firestore on ${hostPort('firestore')}`);
if (!(await answers(`http://${hostPort('storage')}/`))) missing.push(`Storage on ${hostPort('storage')}`);
if (missing.length > 0) {
  console.error(`No emulator answers: ${missing.join(', ')}. Start them first (npm run emulators).`);
  process.exit(1);
}
// The sample is EDITION's: its IDs, tiers and fees must be those of the function the emulators run.
try {
  requireFunctionBuiltFor(selectedEditionId());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// As of the instant the suite's clock starts from (SUITE_NOW, or the edition's default).
const documents = await seedFirestore(suiteClock());
const files = await seedStorage();
console.log(
  `Seeded ${documents} Firestore documents and ${files} Storage files from editions/${selectedEditionId()}/sample/.`,
);

const ieee = (await isPortFree(FAKE_IEEE.host, FAKE_IEEE.port))
  ? await startFakeIeee(FAKE_IEEE.host, FAKE_IEEE.port)
  : null;
console.log(
  ieee
    ? `Fake IEEE membership service: http://${FAKE_IEEE.host}:${FAKE_IEEE.port}/members (functions/.env.local points there)`
    : `Port ${FAKE_IEEE.port} is taken: the fake IEEE service already runs (the composed suite?); not started again.`,
);
const inbox = (await isPortFree(MAIL_INBOX.host, MAIL_INBOX.smtpPort))
  ? await startInbox((line) => console.log(line))
  : null;
console.log(
  inbox
    ? `Mail: ${INBOX_URL}, one line below per mail the function sends (Ctrl+C stops).`
    : `Mail: ${INBOX_URL} (already running: the composed suite?).`,
);

const stop = () => {
  void Promise.all([inbox?.stop(), ieee?.stop()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
