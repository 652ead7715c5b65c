// `npm start` prints one line per queued mail so a person can follow the links locally.
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { describeMail, watchMail } from '../../scripts/suite/trigger-email';

const db = getFirestore(suiteAdminApp());
let stopWatching: (() => void) | undefined;

afterEach(() => stopWatching?.());

describe('the mail log', () => {
  it('describes a mail by recipient, subject and each distinct link', () => {
    expect(
      describeMail({
        to: 'asha@example.com',
        message: {
          subject: 'Verify your e-mail',
          text: 'Open http://127.0.0.1:5000/verify/abc to verify, or http://127.0.0.1:5000/verify/abc again.',
        },
      }),
    ).toBe('Mail to asha@example.com: "Verify your e-mail" http://127.0.0.1:5000/verify/abc');
  });

  it('prints a line for a mail queued after it started, and not for earlier ones', async () => {
    // A collection of its own: in `mail` the suite's own deliverer takes a new mail up at once,
    // and a second watcher may never see it as new.
    const collection = `mail-log-test-${Date.now()}`;
    await db
      .collection(collection)
      .doc(`earlier-${Date.now()}`)
      .set({ to: 'old@example.com', message: { subject: 'Old' }, delivery: null });
    const lines: string[] = [];
    const watch = watchMail({ print: (line) => lines.push(line), collection, via: 'listener' });
    stopWatching = watch.stop;
    await watch.ready;

    const marker = `new-${Date.now()}`;
    await db
      .collection(collection)
      .doc(marker)
      .set({
        to: ['new@example.com'],
        message: { subject: marker, text: `See http://127.0.0.1:5000/x/${marker}` },
        delivery: null,
      });
    await vi.waitFor(
      () => expect(lines).toContain(`Mail to new@example.com: "${marker}" http://127.0.0.1:5000/x/${marker}`),
      {
        timeout: 10_000,
      },
    );
    expect(lines.some((line) => line.includes('old@example.com'))).toBe(false);
    await db.recursiveDelete(db.collection(collection));
  });
});
