// Proves the composed suite end to end: Hosting rewrites /api/** to the function, and the
// function, like this test, reaches the Firestore and Storage emulators.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { EMULATORS, PROJECT_ID, SITE_URL } from '../../scripts/suite/config';
import { participant, submitRegistration } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const app = suiteAdminApp();

describe('the local suite', () => {
  it('routes /api/health through Hosting to the api function, which sees the emulators', async () => {
    const response = await fetch(`${SITE_URL}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      success: true,
      projectId: PROJECT_ID,
      emulators: {
        firestore: `${EMULATORS.firestore.host}:${EMULATORS.firestore.port}`,
        firestoreEmulator: expect.stringMatching(/^Cloud Firestore emulator /),
        storage: `${EMULATORS.storage.host}:${EMULATORS.storage.port}`,
        auth: `${EMULATORS.auth.host}:${EMULATORS.auth.port}`,
      },
      // `unknown` until a mail queued half an hour ago can be measured (the suite's clock may be younger).
      services: { firestore: 'ok', storage: 'ok', mail: expect.toBeOneOf(['ok', 'unknown']) },
      mailLastDay: expect.objectContaining({ failed: expect.any(Number), stuck: expect.any(Number) }),
      jobs: {
        mailSweep: { lastRunAt: expect.toBeOneOf([null, expect.any(String)]), state: expect.any(String) },
        retentionDaily: { lastRunAt: expect.toBeOneOf([null, expect.any(String)]), state: expect.any(String) },
      },
    });
  });

  it('lets no cache keep what the API answers: no-store reaches the browser through Hosting', async () => {
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const response = await fetch(`${SITE_URL}/api/registrations/${String(body.id)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/\bno-store\b/);
    const upload = await fetch(`${SITE_URL}/backend/uploads/${String(body.id)}/receipt.pdf`);
    expect(upload.headers.get('cache-control')).toMatch(/\bno-store\b/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${SITE_URL}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'Not found.' });
  });

  it('answers a wrong method with 405 and the allowed one', async () => {
    const response = await fetch(`${SITE_URL}/api/health`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('serves the built site with its security headers', async () => {
    const response = await fetch(`${SITE_URL}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<main id="main"[ >]/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps Firestore documents written through the Admin SDK', async () => {
    const db = getFirestore(app);
    const ref = db.collection('suite-checks').doc(`doc-${Date.now()}`);
    await ref.create({ value: 42 });
    await expect(ref.create({ value: 43 })).rejects.toThrow(/ALREADY_EXISTS|already exists/i);
    expect((await ref.get()).data()).toEqual({ value: 42 });
  });

  it('stores and returns Cloud Storage files', async () => {
    const file = getStorage(app).bucket().file(`suite-checks/${Date.now()}.pdf`);
    const content = Buffer.from('%PDF-1.4\n% suite check\n');
    await file.save(content, { contentType: 'application/pdf', resumable: false });
    const [downloaded] = await file.download();
    expect(downloaded.equals(content)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('application/pdf');
  });
});
