// An uploaded file is shown to administrators in a sandbox: whatever its bytes are, the document it
// opens as has no origin of ours, runs no script and loads nothing (docs/administration.md, "How
// an uploaded file is shown"). The site frames it from a short-lived signed link, since a frame
// cannot send the administrator's token.
import { getStorage } from 'firebase-admin/storage';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewLinkSchema } from '../../functions/src/domain/api/stored-file';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { PREVIEW_LINK_MINUTES } from '../../functions/src/domain/limits';
import { PREVIEW_LINK_INVALID } from '../../functions/src/domain/messages';
import { UPLOAD_CSP } from '../../functions/src/domain/uploads';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, suiteNow } from '../support/clock';
import { paidRegistration, participant, PDF } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const app = suiteAdminApp();
const db = getFirestore(app);
const SANDBOX = /^sandbox; default-src 'none'/;

let adminToken = '';
let userToken = '';
let id = '';
let storedName = '';

beforeAll(async () => {
  [adminToken, userToken] = await Promise.all([idTokenFor({ admin: true }), idTokenFor({ admin: false })]);
  id = await paidRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: false })) },
    { adminToken, referencePrefix: 'PREVIEW', verify: false },
  );
  storedName =
    String((await db.doc(`registrations/${id}`).get()).get('receipt.path'))
      .split('/')
      .pop() ?? '';
});

const previewLink = (token: string, name = storedName, headers: Record<string, string> = {}) =>
  callApi('POST', `/api/admin/uploads/${id}/${name}/preview-link`, { token, headers });

describe('a stored file as administrators download it', () => {
  it('comes as a sandboxed document that the browser may not sniff', async () => {
    const response = await fetch(`${SITE_URL}/backend/uploads/${id}/${storedName}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(SANDBOX);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('a preview link', () => {
  it('is given to administrators only, and opens the file inline, sandboxed, without a token', async () => {
    expect(UPLOAD_CSP).toMatch(SANDBOX);
    expect((await previewLink(userToken)).status).toBe(403);
    const answer = await previewLink(adminToken);
    expect(answer.status).toBe(200);
    const { url, expiresAt } = dataBody(previewLinkSchema).parse(await answer.json()).data;
    expect(url.startsWith(`/backend/uploads/${id}/${storedName}/preview?`)).toBe(true);
    const lifetime = new Date(expiresAt).getTime() - (await suiteNow()).getTime();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(PREVIEW_LINK_MINUTES * 60_000 + 5_000);

    const opened = await fetch(`${SITE_URL}${url}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBe('inline; filename="payment-receipt-1.pdf"');
    expect(opened.headers.get('content-security-policy')).toMatch(SANDBOX);
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('opens nothing once changed, for another file, or after it expired', async () => {
    const { url } = dataBody(previewLinkSchema).parse(await (await previewLink(adminToken)).json()).data;
    const tampered = url.replace(
      /signature=([0-9a-f])/,
      (_match: string, first: string) => `signature=${first === '0' ? '1' : '0'}`,
    );
    const other = url.replace(storedName, storedName.replace(/-[^-.]+\./, '-0000000000aa.'));
    for (const path of [tampered, other, url.replace(/expires=\d+/, 'expires=99999999999999'), `${url}x`]) {
      const answer = await fetch(`${SITE_URL}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.json()).toEqual({ success: false, error: PREVIEW_LINK_INVALID });
    }
    const later = asOf(new Date((await suiteNow()).getTime() + (PREVIEW_LINK_MINUTES + 1) * 60_000));
    const expired = await fetch(`${SITE_URL}${url}`, { headers: later });
    expect(expired.status).toBe(404);
  });

  it('serves whatever the bucket holds as an inert document: markup put in place of a proof runs no script', async () => {
    // As if a file's check had been fooled: the stored bytes are a page with a script.
    const path = `registrations/${id}/${storedName}`;
    const file = getStorage(app).bucket().file(path);
    const [original] = await file.download();
    await file.save(Buffer.from('<script>top.document.title = "owned"</script>'), { contentType: 'text/html' });
    try {
      const { url } = dataBody(previewLinkSchema).parse(await (await previewLink(adminToken)).json()).data;
      const opened = await fetch(`${SITE_URL}${url}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).not.toMatch(/html/);
      expect(opened.headers.get('content-security-policy')).toMatch(SANDBOX);
    } finally {
      await file.save(original, { contentType: 'application/pdf' });
    }
  });
});
