import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf';
import { actualText, pdfSpans } from '../../../tests/support/pdf-content';
import { decodeQr, drawnModules } from '../../../tests/support/qr';
import { CONFERENCE } from '../domain/conference';
import { TIERS } from '../domain/tiers';
import { PASS_QR_CAPTION, receiptPdf } from './receipt-pdf';
import type { RegistrationRecord } from './registrations';

const record = {
  id: 'ICEI25-TEST-0000-00001',
  title: 'Dr',
  firstName: 'Asha',
  lastName: 'Rao',
  organization: 'IIT Dharwad',
  registrationTier: TIERS[0]?.id,
  paymentReferenceId: 'UTR-1',
  paymentVerifiedAt: new Date('2025-10-15T05:00:00Z'),
  pricing: { lines: [{ label: 'Registration', quantity: 1, unitPrice: 1000, amount: 1000 }] },
  totalAmount: 1000,
} as unknown as RegistrationRecord;
const passUrl = `${CONFERENCE.siteOrigin}/pass/k7Qm2xVb9Lr4k7Qm2xVb9A`;
const squash = (text: string) => text.replace(/\s+/g, '');

// Each PDF embeds the Noto fonts: about 0.5 s alone, 2 s beside the lint and type-check stages of
// npm test on two cores. Three times that, not the unit tests' default 5 s.
describe('payment acknowledgement PDF', { timeout: 15_000 }, () => {
  it("draws the registrant's pass as a QR code under its caption", async () => {
    const pdf = await receiptPdf(record, new Date('2025-10-16T05:00:00Z'), passUrl);
    // pdf.js takes over the bytes it reads: each reader gets its own copy.
    expect(squash(await pdfText(new Uint8Array(pdf)))).toContain(squash(PASS_QR_CAPTION));
    const codes = (await pdfSpans(new Uint8Array(pdf))).flat().filter((span) => span.alt?.startsWith('QR code'));
    expect(codes).toHaveLength(1);
    expect(decodeQr(drawnModules(codes[0]?.rects ?? []))).toBe(passUrl);
  });

  it('has no pass without one', async () => {
    const pdf = new Uint8Array(await receiptPdf(record, new Date('2025-10-16T05:00:00Z')));
    expect(squash(await pdfText(pdf))).not.toContain(squash(PASS_QR_CAPTION));
  });

  it('prints a name in any of the scripts the PDFs set as written, and amounts in rupees', async () => {
    const named = { ...record, firstName: 'ಅನನ್ಯ', lastName: 'Łukasiewicz', organization: 'ಕರ್ನಾಟಕ ವಿಶ್ವವಿದ್ಯಾಲಯ' };
    // As a reader that honours each run's ActualText copies it (pdf.js alone gives the glyphs' order).
    const text = actualText(
      (await pdfSpans(new Uint8Array(await receiptPdf(named, new Date('2025-10-16T05:00:00Z'))))).flat(),
    );
    expect(text).toContain('Name: Dr ಅನನ್ಯ Łukasiewicz');
    expect(text).toContain('Organization: ಕರ್ನಾಟಕ ವಿಶ್ವವಿದ್ಯಾಲಯ');
    expect(text).toContain('Registration: 1 × ₹1,000 = ₹1,000');
    expect(text).toContain('Amount received: ₹1,000');
  });
});
