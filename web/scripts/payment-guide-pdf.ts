// The payment guide, "the same steps as a document to keep" (the status page links it): written at
// build time from the steps the page shows (payment-steps.ts), so the edition's bankSteps reach both
// and neither can lag behind. Set with the functions' PDF sheet, whose fonts shape any script an
// edition's steps are written in.
import PDFDocument from 'pdfkit';
import {
  BANK_STEPS,
  CONFERENCE,
  INCLUSIVE_OF_TAX,
  PAYMENT_CATEGORY,
  paymentTitle,
} from '../../functions/src/domain/conference';
import { BODY, BOLD, INK, MARGIN, MUTED, Sheet, WIDTH } from '../../functions/src/services/pdf-sheet';
import type { TextStyle } from '../../functions/src/services/pdf-text';
import { EXTERNAL_LINKS } from '../src/content/site';
import { PAYMENT_GUIDE_INTRO, paymentGuideSteps } from '../src/features/registration/status/payment-steps';

const TITLE: TextStyle = { weight: 'bold', size: 18, color: INK };
const TEXT: TextStyle = { ...BODY, size: 11 };
const STEP: TextStyle = { ...BOLD, size: 11 };
const NUMBER_WIDTH = 22;

export async function paymentGuidePdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `Payment guide, ${CONFERENCE.name}`, Author: CONFERENCE.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const sheet = await Sheet.for(doc, `Payment guide, ${CONFERENCE.name}, continued`);

  sheet.place(sheet.paragraph('Payment Guide', TITLE, MARGIN, WIDTH));
  sheet.place(sheet.paragraph(CONFERENCE.name, { ...TEXT, color: MUTED }, MARGIN, WIDTH), 4);
  sheet.rule(sheet.top + 8, 1, INK);
  sheet.top += 8;
  sheet.place(sheet.paragraph(PAYMENT_GUIDE_INTRO, TEXT, MARGIN, WIDTH), 12);

  const steps = paymentGuideSteps({
    bankSteps: BANK_STEPS,
    category: PAYMENT_CATEGORY,
    title: paymentTitle(),
    inclusiveOfTax: INCLUSIVE_OF_TAX,
    bankPage: EXTERNAL_LINKS.bankCollectionPage,
  });
  const body = MARGIN + NUMBER_WIDTH;
  const bodyWidth = WIDTH - NUMBER_WIDTH;
  for (const [index, step] of steps.entries()) {
    sheet.place(
      sheet.beside([
        sheet.paragraph(`${index + 1}.`, STEP, MARGIN, NUMBER_WIDTH),
        sheet.paragraph(step.text, STEP, body, bodyWidth),
      ]),
      14,
    );
    for (const [detailIndex, detail] of step.details.entries()) {
      const marker = `${String.fromCharCode(97 + detailIndex)}.`;
      sheet.place(
        sheet.beside([
          sheet.paragraph(marker, TEXT, body, NUMBER_WIDTH),
          sheet.paragraph(detail, TEXT, body + NUMBER_WIDTH, bodyWidth - NUMBER_WIDTH),
        ]),
        5,
      );
    }
  }
  doc.end();
  return finished;
}
