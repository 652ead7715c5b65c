// The payment acknowledgement PDF: its text is read back and checked against the record.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '../../functions/src/domain/edition';
import { formatInr } from '../../functions/src/domain/pricing';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { pdfText } from '../support/pdf';
import {
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
  heldLinkKey,
  keyed,
} from '../support/registration';
import { sentMail } from '../support/inbox';
import { authorTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const AUTHOR = authorTier();
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

// As the registrant downloads it, through the mailed link.
const receiptOf = async (id: string) =>
  fetch(`${SITE_URL}${keyed(`/api/registrations/${id}/receipt.pdf`, await heldLinkKey(id))}`);

describe('the payment acknowledgement', () => {
  it('is refused before the payment is verified, then holds the record’s figures', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      firstName: 'Zoë',
      ...tierFields(AUTHOR),
      numPapers: 2,
      paperIds: ['11', '12'],
    });
    const id = String(body.id);
    await verifyEmailOf(id);
    await uploadProofFor(id, 'SBI-778899');
    expect((await receiptOf(id)).status).toBe(409);

    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    const response = await receiptOf(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const content = await pdfText(new Uint8Array(await response.arrayBuffer()));

    const record = (await db.doc(`registrations/${id}`).get()).data();
    const line = record?.pricing.lines[0];
    expect(content).toContain(`Registration ID: ${id}`);
    expect(content).toContain('Name: Dr Zoë Rao');
    expect(content).toContain(`Registration tier: ${AUTHOR.label}`);
    expect(content).toContain(`Paper registration: 2 × ${formatInr(line.unitPrice)} = ${formatInr(line.amount)}`);
    expect(content).toContain(`Amount received: ${formatInr(record?.totalAmount)} (inclusive of ${EDITION.tax.name})`);
    expect(content).toContain('Payment reference: SBI-778899');

    // The payment-verified mail's own link, as received, downloads it too.
    const { text } = await sentMail(`mail/${id}-payment-verified-1`);
    const mailed = new RegExp(`${SITE_URL}/api/registrations/${id}/receipt\\.pdf\\?key=[\\w-]{43}`).exec(text)?.[0];
    expect((await fetch(mailed ?? '')).status).toBe(200);
  });
});
