// `npm run seed`: for emulators started some other way (`npm run emulators`, or
// `firebase emulators:start` by hand). Loads the selected edition's sample registrations (editions/<id>/sample/) into the running Firestore and
// Storage emulators, then runs what the composed suite adds until Ctrl+C: the fake IEEE
// membership service, the local mail inbox and the stand-in for the Trigger Email extension.
import { FAKE_IEEE, INBOX_URL, MAIL_INBOX, hostPort } from './config';
import { startFakeIeee } from './fake-ieee';
import { startInbox } from './inbox';
import { watchMail } from './trigger-email';
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

const documents = await seedFirestore();
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
const inbox = (await isPortFree(MAIL_INBOX.host, MAIL_INBOX.smtpPort)) ? await startInbox() : null;
// Emulators started some other way send their events elsewhere: the stand-in listens instead.
const mailer = watchMail({ deliver: true, print: (line) => console.log(line), via: 'listener' });
await mailer.ready;
console.log(
  `Mail: ${INBOX_URL}${inbox ? '' : ' (already running)'}, one line below per mail queued in Firestore ${hostPort('firestore')} (Ctrl+C stops).`,
);

const stop = () => {
  void Promise.all([mailer.stop(), inbox?.stop(), ieee?.stop()]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
