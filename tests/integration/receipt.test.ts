// The payment acknowledgement PDF: its text is read back and checked against the record.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../functions/src/domain/pricing';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';

const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

// pdf.js reads the metrics of PDF's standard fonts from its own package.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

const receiptOf = (id: string) => fetch(`${SITE_URL}/api/registrations/${id}/receipt.pdf`);

describe('the payment acknowledgement', () => {
  it('is refused before the payment is verified, then holds the record’s figures', async () => {
    const { body } = await submitRegistration({
      ...participant(),
      firstName: 'Zoë',
      registrationTier: 'author-presenter-non-ieee',
      numPapers: 2,
      paperIds: ['11', '12'],
      totalAmount: 0,
    });
    const id = String(body.id);
    await verifyEmailOf(id);
    await uploadProofFor(id, 'SBI-778899');
    expect((await receiptOf(id)).status).toBe(409);

    await fetch(`${SITE_URL}/api/verify/verify-registration/${id}`, {
      method: 'POST',
      headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
    });
    const response = await receiptOf(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const content = await pdfText(new Uint8Array(await response.arrayBuffer()));

    const record = (await db.doc(`registrations/${id}`).get()).data();
    const inr = (value: number) => formatInr(value).replace('₹', 'INR ');
    const line = record?.pricing.lines[0];
    expect(content).toContain(`Registration ID: ${id}`);
    expect(content).toContain('Name: Dr Zoë Rao');
    expect(content).toContain('Registration tier: Author / Presenter (Non-IEEE Member)');
    expect(content).toContain(`Paper registration: 2 x ${inr(line.unitPrice)} = ${inr(line.amount)}`);
    expect(content).toContain(`Amount received: ${inr(record?.totalAmount)} (inclusive of GST)`);
    expect(content).toContain('Payment reference: SBI-778899');

    const mail = (await db.doc(`mail/${id}-payment-verified-1`).get()).get('message.text') as string;
    expect(mail).toContain(`${SITE_URL}/api/registrations/${id}/receipt.pdf`);
  });

  it('exists for the seeded verified registration', async () => {
    const response = await receiptOf('ICEI25-SEED-0000-00004');
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Amount received: INR 8,300');
  });
});
