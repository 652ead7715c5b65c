// The payment acknowledgement a registrant downloads once the payment is verified.
import { isComplimentary } from '../domain/lifecycle';
import { CONFERENCE, INCLUSIVE_OF_TAX } from '../domain/conference';
import { formatInr } from '../domain/pricing';
import { getTier } from '../domain/tiers';
import { formatVenueDateLong } from '../domain/venue-time';
import { drawQrCode, qrCode } from './pdf-qr';
import type { RegistrationRecord } from './registrations';

// PDF's standard fonts have no rupee sign; "INR" reads the same on paper and in any viewer.
const amount = (value: number) => formatInr(value).replace('₹', 'INR ');

const PASS_QR_SIZE = 120;
/** The line above the registrant's pass on the acknowledgement. */
export const PASS_QR_CAPTION = 'Entry pass: show this code at the registration desk';

/** `passUrl`: the registrant's pass (`/pass/{code}`), drawn as a QR code below the amount. */
export async function receiptPdf(record: RegistrationRecord, issuedAt: Date, passUrl?: string): Promise<Buffer> {
  // Loaded here, not at start-up: only this endpoint needs it (cold starts stay short).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Payment acknowledgement ${record.id}`, Author: CONFERENCE.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(16).text(CONFERENCE.name);
  doc.font('Helvetica').fontSize(11).text(CONFERENCE.datesLabel).moveDown(1.5);
  // A complimentary registration (a sponsor's code) paid nothing: it is confirmed, not acknowledged.
  const sponsor = isComplimentary(record) ? record.sponsorCode : null;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(sponsor ? 'Registration confirmation' : 'Payment acknowledgement')
    .moveDown();

  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  field('Registration ID', record.id);
  field('Name', `${record.title} ${record.firstName} ${record.lastName}`);
  field('Organization', record.organization);
  field('Registration tier', getTier(record.registrationTier).label);
  if (sponsor) {
    field('Complimentary registration', `courtesy of ${sponsor.organisation} (${sponsor.level} sponsorship)`);
    field('Confirmed on', record.paymentVerifiedAt ? formatVenueDateLong(record.paymentVerifiedAt) : '');
    doc.moveDown(2);
  } else {
    field('Payment reference', record.paymentReferenceId ?? '');
    field('Payment verified on', record.paymentVerifiedAt ? formatVenueDateLong(record.paymentVerifiedAt) : '');
    doc.moveDown();

    doc.font('Helvetica-Bold').text('Breakdown');
    doc.font('Helvetica');
    for (const line of record.pricing.lines) {
      doc.text(`${line.label}: ${line.quantity} x ${amount(line.unitPrice)} = ${amount(line.amount)}`);
    }
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Amount received: ${amount(record.totalAmount)} (${INCLUSIVE_OF_TAX})`);
    doc.moveDown(2);
  }
  if (passUrl) {
    doc.font('Helvetica-Bold').fontSize(11).text(PASS_QR_CAPTION);
    const box = { x: doc.page.margins.left, y: doc.y + 4, size: PASS_QR_SIZE };
    drawQrCode(doc, await qrCode(passUrl), box, `QR code of the pass: ${passUrl}`);
    doc.text('', box.x, box.y + box.size + 8);
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      sponsor
        ? `Issued on ${formatVenueDateLong(issuedAt)}. This confirms the registration above; there was nothing to pay.`
        : `Issued on ${formatVenueDateLong(issuedAt)}. This acknowledgement confirms that the payment above was received and verified by the organisers.`,
    );
  doc.end();
  return finished;
}
