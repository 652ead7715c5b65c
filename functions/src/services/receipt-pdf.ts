// The payment acknowledgement a registrant downloads once the payment is verified.
import { isComplimentary } from '../domain/lifecycle';
import { CONFERENCE, taxNoteFor } from '../domain/conference';
import { venueDate } from '../domain/venue-time';
import { currentTime } from '../clock';
import { formatInr } from '../domain/pricing';
import { getTier } from '../domain/tiers';
import { formatVenueDateLong } from '../domain/venue-time';
import { drawQrCode, qrCode } from './pdf-qr';
import { BODY, BOLD, INK, MARGIN, MUTED, Sheet, WIDTH } from './pdf-sheet';
import type { TextStyle } from './pdf-text';
import type { RegistrationRecord } from './registrations';

// Set on the tax invoice's sheet (pdf-sheet): every word in its script's Noto font, so a name in
// Kannada or Devanagari prints as written, and amounts carry the rupee sign as on every page.
const TITLE: TextStyle = { weight: 'bold', size: 16, color: INK };
const SUBTITLE: TextStyle = { ...BODY, size: 11 };
const HEADING: TextStyle = { ...BOLD, size: 13 };
const NOTE: TextStyle = { ...BODY, size: 8.5, color: MUTED };

const PASS_QR_SIZE = 120;
/** The line above the registrant's pass on the acknowledgement. */
export const PASS_QR_CAPTION = 'Entry pass: show this code at the registration desk';

/** `passUrl`: the registrant's pass (`/pass/{code}`), drawn as a QR code below the amount. */
export async function receiptPdf(record: RegistrationRecord, issuedAt: Date, passUrl?: string): Promise<Buffer> {
  // Loaded here, not at start-up: only this endpoint needs it (cold starts stay short).
  const { default: PDFDocument } = await import('pdfkit');
  // No margin for pdfkit: the sheet places every line.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `Payment acknowledgement ${record.id}`, Author: CONFERENCE.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const sheet = await Sheet.for(doc, `Payment acknowledgement ${record.id}, continued`);
  const paragraph = (text: string, style: TextStyle, gap: number) =>
    sheet.place(sheet.paragraph(text, style, MARGIN, WIDTH), gap);
  const field = (label: string, value: string) => sheet.place(sheet.field(label, value, MARGIN, WIDTH), 4);

  paragraph(CONFERENCE.name, TITLE, 0);
  paragraph(CONFERENCE.datesLabel, SUBTITLE, 4);
  // A complimentary registration (a sponsor's code) paid nothing: it is confirmed, not acknowledged.
  const sponsor = isComplimentary(record) ? record.sponsorCode : null;
  paragraph(sponsor ? 'Registration confirmation' : 'Payment acknowledgement', HEADING, 24);
  sheet.top += 6;
  field('Registration ID', record.id);
  field('Name', `${record.title} ${record.firstName} ${record.lastName}`);
  field('Organization', record.organization);
  field('Registration tier', getTier(record.registrationTier).label);
  const verifiedOn = record.paymentVerifiedAt ? formatVenueDateLong(record.paymentVerifiedAt) : '';
  if (sponsor) {
    field('Complimentary registration', `courtesy of ${sponsor.organisation} (${sponsor.level} sponsorship)`);
    field('Confirmed on', verifiedOn);
  } else {
    field('Payment reference', record.paymentReferenceId ?? '');
    field('Payment verified on', verifiedOn);
    paragraph('Breakdown', BOLD, 14);
    for (const line of record.pricing.lines) {
      paragraph(`${line.label}: ${line.quantity} × ${formatInr(line.unitPrice)} = ${formatInr(line.amount)}`, BODY, 4);
    }
    paragraph(
      `Amount received: ${formatInr(record.totalAmount)} (${taxNoteFor(record.billing, venueDate(record.paymentVerifiedAt ?? currentTime()))})`,
      BOLD,
      12,
    );
  }
  if (passUrl) {
    paragraph(PASS_QR_CAPTION, BOLD, 24);
    const code = await qrCode(passUrl);
    sheet.place(
      {
        height: PASS_QR_SIZE,
        draw: (top) =>
          drawQrCode(doc, code, { x: MARGIN, y: top, size: PASS_QR_SIZE }, `QR code of the pass: ${passUrl}`),
      },
      4,
    );
  }
  paragraph(
    sponsor
      ? `Issued on ${formatVenueDateLong(issuedAt)}. This confirms the registration above; there was nothing to pay.`
      : `Issued on ${formatVenueDateLong(issuedAt)}. This acknowledgement confirms that the payment above was received and verified by the organisers.`,
    NOTE,
    24,
  );
  doc.end();
  return finished;
}
