// A stored file shown to an administrator cannot run script in the admin pages' origin, whatever
// its bytes (docs/administration.md, "How an uploaded file is shown"): markup put in the bucket in
// place of a proof is framed from its preview link inside an admin page, as the page frames
// proofs, and nothing of it runs there.
import { getStorage } from 'firebase-admin/storage';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from './support/test';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { previewLinkSchema } from '../../functions/src/domain/api/stored-file';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const app = suiteAdminApp();
const PAYLOAD =
  '<!doctype html><title>proof</title><script>localStorage.setItem("owned", "1"); top.document.title = "owned";</script>' +
  '<img src="x" onerror="localStorage.setItem(\'owned\', \'2\')">';

let adminToken = '';
let id = '';
let storedPath = '';

test.beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  id = await paidRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: false })) },
    { adminToken, referencePrefix: 'SANDBOX', verify: false },
  );
  storedPath = String((await getFirestore(app).doc(`registrations/${id}`).get()).get('receipt.path'));
});

for (const contentType of ['text/html', 'application/pdf', 'image/svg+xml']) {
  test(`markup stored as ${contentType} and framed from its preview link runs nothing in the admin origin`, async ({
    page,
  }) => {
    await getStorage(app).bucket().file(storedPath).save(Buffer.from(PAYLOAD), { contentType });
    const name = storedPath.split('/').pop() ?? '';
    const answer = await callApi('POST', `/api/admin/uploads/${id}/${name}/preview-link`, { token: adminToken });
    expect(answer.status).toBe(200);
    const { url } = dataBody(previewLinkSchema).parse(await answer.json()).data;

    await page.goto('/admin');
    const title = await page.title();
    // The frame's own navigation, not what Chromium's PDF viewer loads inside it.
    const loaded = page.waitForResponse(
      (response) => response.url().includes('/preview?') && response.request().resourceType() === 'document',
    );
    // Strings, not functions: these tests compile without the DOM library.
    await page.evaluate(
      `document.body.append(Object.assign(document.createElement('iframe'), { src: ${JSON.stringify(url)}, title: 'preview' }))`,
    );
    const response = await loaded;
    expect(response.status()).toBe(200);
    // The headers as the server sends them are checked in tests/integration/upload-preview.test.ts:
    // for a PDF it hands to its viewer, Chromium reports others here (only frame-ancestors 'self').
    // Long enough for a script to have run, had it been allowed to.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate<string | null>("localStorage.getItem('owned')")).toBeNull();
    expect(await page.title()).toBe(title);
  });
}
