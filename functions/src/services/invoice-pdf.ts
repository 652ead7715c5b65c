// A tax invoice (CGST Rules, rule 46) and a credit note (rule 53) as A4 PDFs. The particulars are
// domain/invoice's and domain/credit-note's; this only lays them out as Indian accounts sections
// expect them. Every word goes through pdf-text, as on the badges and certificates, so a recipient
// named in Kannada or Devanagari prints shaped in its script's font, and the figures can carry the
// rupee sign, which Noto Sans has (PDF's standard fonts, the receipt's, do not).
import type { CreditNoteParticulars } from '../domain/credit-note';
import { DomainError } from '../domain/errors';
import { documentUnprintable } from '../domain/messages';
import type { RegisteredIrn } from '../domain/e-invoice-documents';
import { formatPaise, type Paise } from '../domain/gst';
import { GST_STATES } from '../domain/gstin';
import { isWithoutTax, recipientPlaceOf, zeroRatedEndorsement, type InvoiceParticulars } from '../domain/invoice';
import { OUTSIDE_INDIA } from '../domain/gstin';
import { taxableValuesOfLines } from '../domain/invoice-lines';
import { formatCalendarDayLong } from '../domain/venue-time';
import { BODY, BOLD, INK, MARGIN, MUTED, PAGE, Sheet, WIDTH, type TableColumn } from './pdf-sheet';
import { drawQrCode, qrCode } from './pdf-qr';
import { oneLine, TextSetter, type TextStyle } from './pdf-text';

export type { CreditNoteParticulars } from '../domain/credit-note';

export interface InvoicePdfOptions {
  /** The conference the registration is for, under the title and in the file's properties. */
  conference: string;
  /**
   * The Invoice Registration Portal's answer for an e-invoiced document, once imported: its IRN,
   * acknowledgement and signed QR code are printed on it (CGST Rules, rule 48(4)).
   */
  irn?: RegisteredIrn | null | undefined;
  /**
   * The registration the document is for, printed among its references: the registrant quotes it
   * to the organisers, and the accounts find the registration by it. None on a sponsor's.
   */
  registrationId?: string | undefined;
}

/** The registration's ID among a document's references, when it is a registration's. */
const registrationOf = ({ registrationId }: InvoicePdfOptions): [string, string][] =>
  registrationId ? [['Registration ID', registrationId]] : [];

/**
 * Which of a tax invoice's two copies is printed (CGST Rules, rule 48(2): an invoice for services
 * is prepared in duplicate): the recipient's original, or the supplier's duplicate for its records.
 */
export type InvoiceCopy = 'recipient' | 'supplier';
/** `?copy=supplier` asks for the supplier's duplicate; anything else, or nothing, is the recipient's original. */
export const invoiceCopyOf = (query: unknown): InvoiceCopy =>
  (query as Record<string, unknown> | undefined)?.['copy'] === 'supplier' ? 'supplier' : 'recipient';

const COPY_MARKS: Record<InvoiceCopy, string> = {
  recipient: 'ORIGINAL FOR RECIPIENT',
  supplier: 'DUPLICATE FOR SUPPLIER',
};

const NAME: TextStyle = { ...BOLD, size: 11 };
const HEADING: TextStyle = { weight: 'bold', size: 8.5, color: MUTED };
const TITLE: TextStyle = { weight: 'bold', size: 18, color: INK };
/** The supplier on the left; the document's number, dates and place of supply from here. */
const RIGHT_COLUMN = { x: MARGIN + 290, width: WIDTH - 290 };
const VALUE_WIDTH = 116;
/** The table's columns, left to right: the description takes the width the others leave. */
const COLUMNS: readonly TableColumn[] = [
  { heading: 'Description', width: WIDTH - 64 - 44 - VALUE_WIDTH, align: 'left' },
  { heading: 'SAC', width: 64, align: 'left' },
  { heading: 'Qty', width: 44, align: 'right' },
  { heading: 'Taxable value (₹)', width: VALUE_WIDTH, align: 'right' },
];
const SIGNATURE = { width: 220, space: 36 };

/** What both documents print of the invoice's particulars. */
type Particulars = Omit<CreditNoteParticulars, 'number' | 'date' | 'invoice' | 'reason'>;

/** How one document differs from the other. */
interface Layout {
  title: string;
  /** Under the title: which copy this is, for a tax invoice. */
  mark?: string;
  /** The file's title: the document and its number. */
  name: string;
  /** Beside the supplier: the document's number and date, and what it refers to. */
  references: readonly (readonly [string, string])[];
  /** Across the page after the recipient. */
  notes: readonly (readonly [string, string])[];
  /** After the total in words. */
  declarations: readonly (readonly [string, string])[];
}

const rupees = (amount: Paise) => `₹${formatPaise(amount)}`;
/** "9%", "2.5%". */
const percent = (rate: number) => `${Number(rate.toFixed(4))}%`;
const stateOf = (code: string, name = GST_STATES[code] ?? code) => `${name} (${code})`;

/** A zero-rated supply's endorsement (rule 46), as every document of it carries. */
const endorsementOf = ({ zeroRated }: Particulars): [string, string][] =>
  zeroRated ? [['Zero-rated supply', zeroRatedEndorsement(zeroRated)]] : [];

export async function invoicePdf(
  particulars: InvoiceParticulars,
  options: InvoicePdfOptions & { copy: InvoiceCopy },
): Promise<Buffer> {
  return render(particulars, options, {
    title: 'Tax Invoice',
    mark: COPY_MARKS[options.copy],
    name: `Tax Invoice ${particulars.number}`,
    references: [
      ['Invoice No.', particulars.number],
      ['Invoice date', formatCalendarDayLong(particulars.date)],
      ['Place of supply', stateOf(particulars.placeOfSupply.code, particulars.placeOfSupply.name)],
      ...registrationOf(options),
    ],
    notes: [],
    declarations: [
      ['Whether tax is payable on reverse charge', particulars.reverseCharge ? 'Yes' : 'No'],
      ...endorsementOf(particulars),
    ],
  });
}

export async function creditNotePdf(particulars: CreditNoteParticulars, options: InvoicePdfOptions): Promise<Buffer> {
  return render(particulars, options, {
    title: 'Credit Note',
    name: `Credit Note ${particulars.number}`,
    references: [
      ['Credit note No.', particulars.number],
      ['Credit note date', formatCalendarDayLong(particulars.date)],
      ['Against invoice No.', particulars.invoice.number],
      ['Invoice date', formatCalendarDayLong(particulars.invoice.date)],
      ['Place of supply', stateOf(particulars.placeOfSupply.code, particulars.placeOfSupply.name)],
      ...registrationOf(options),
    ],
    notes: [['Reason', particulars.reason]],
    declarations: endorsementOf(particulars),
  });
}

async function render(particulars: Particulars, options: InvoicePdfOptions, layout: Layout): Promise<Buffer> {
  const { supplier, recipient } = particulars;
  const written: [string, string][] = [
    ['The supplier', supplier.name],
    ["The supplier's address", supplier.address],
    ['The recipient', recipient.name],
    ["The recipient's address", recipient.address],
    ['The signatory', particulars.signatory],
    ...particulars.lines.map((line): [string, string] => ['The description', line.description]),
    ...layout.notes.map(([label, value]): [string, string] => [label, value]),
  ];
  // Line breaks are kept (an address's lines), not printed: only what is between them is checked.
  // The forms refuse such text where it is typed (domain/schema-helpers.ts, isPrintable); a record
  // from before that is said to be unprintable, not answered as a failure of ours.
  for (const [label, value] of written) {
    const problem = await TextSetter.printProblem(label, oneLine(value));
    if (problem) throw new DomainError('unprocessable', documentUnprintable(problem));
  }

  // Loaded here, not at start-up: only these endpoints need it (cold starts stay short).
  const { default: PDFDocument } = await import('pdfkit');
  // No margin for pdfkit: the sheet places every line, and pdfkit would start a page of its own
  // below a margin.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `${layout.name}, ${options.conference}`, Author: supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const sheet = await Sheet.for(doc, `${layout.name}, continued`);

  sheet.place(sheet.paragraph(layout.title, TITLE, MARGIN, WIDTH));
  if (layout.mark) sheet.place(sheet.paragraph(layout.mark, HEADING, MARGIN, WIDTH), 2);
  sheet.place(sheet.paragraph(options.conference, { ...BODY, color: MUTED }, MARGIN, WIDTH), 4);
  sheet.rule(sheet.top + 8, 1, INK);
  sheet.top += 8;
  if (options.irn) await placeIrn(sheet, doc, options.irn);
  placeParties(sheet, particulars, layout);
  placeTable(sheet, particulars);
  sheet.place(sheet.field('Total in words', particulars.totalInWords, MARGIN, WIDTH), 10);
  for (const [label, value] of layout.declarations) sheet.place(sheet.field(label, value, MARGIN, WIDTH), 4);
  placeSignature(sheet, particulars);
  doc.end();
  return finished;
}

const IRN_QR = { size: 112, gap: 16 };

/** The portal's IRN and acknowledgement, beside the signed QR code a buyer's app can check. */
async function placeIrn(sheet: Sheet, doc: PDFKit.PDFDocument, irn: RegisteredIrn): Promise<void> {
  const code = await qrCode(irn.signedQrCode);
  const width = WIDTH - IRN_QR.size - IRN_QR.gap;
  const fields = sheet.column([
    [0, sheet.field('IRN', irn.irn, MARGIN, width)],
    [4, sheet.field('Ack No.', irn.ackNo, MARGIN, width)],
    [4, sheet.field('Ack date', irn.ackDate, MARGIN, width)],
  ]);
  sheet.place(
    {
      height: Math.max(fields.height, IRN_QR.size),
      draw: (top) => {
        fields.draw(top);
        drawQrCode(doc, code, { x: PAGE.width - MARGIN - IRN_QR.size, y: top, size: IRN_QR.size }, 'e-invoice QR code');
      },
    },
    10,
  );
}

/** The supplier beside the document's references, then the recipient and the document's notes. */
function placeParties(sheet: Sheet, { supplier, recipient }: Particulars, layout: Layout): void {
  const leftWidth = RIGHT_COLUMN.x - MARGIN - 16;
  const supplierBlock = sheet.column([
    [0, sheet.paragraph('Supplier', HEADING, MARGIN, leftWidth)],
    [2, sheet.paragraph(supplier.name, NAME, MARGIN, leftWidth)],
    [2, sheet.paragraph(supplier.address, BODY, MARGIN, leftWidth)],
    [2, sheet.field('GSTIN', supplier.gstin, MARGIN, leftWidth)],
    [2, sheet.field('State', stateOf(supplier.stateCode, supplier.stateName), MARGIN, leftWidth)],
  ]);
  const references = layout.references.map(
    ([label, value]) => [2, sheet.field(label, value, RIGHT_COLUMN.x, RIGHT_COLUMN.width)] as const,
  );
  sheet.place(sheet.beside([supplierBlock, sheet.column(references)]), 10);
  sheet.place(
    sheet.column([
      [0, sheet.paragraph('Billed to', HEADING, MARGIN, WIDTH)],
      [2, sheet.paragraph(recipient.name, NAME, MARGIN, WIDTH)],
      [2, sheet.paragraph(recipient.address, BODY, MARGIN, WIDTH)],
      ...(recipient.gstin ? [[2, sheet.field('GSTIN', recipient.gstin, MARGIN, WIDTH)] as const] : []),
      ...placeOfRecipient(sheet, recipient),
    ]),
    16,
  );
  for (const [label, value] of layout.notes) sheet.place(sheet.field(label, value, MARGIN, WIDTH), 10);
  sheet.top += 16;
}

/** "State: Karnataka (29)", or "Country: Germany" for a recipient abroad; nothing when unknown. */
function placeOfRecipient(sheet: Sheet, recipient: Particulars['recipient']) {
  const place = recipientPlaceOf(recipient);
  const label = recipient.stateCode === OUTSIDE_INDIA ? 'Country' : 'State';
  return place ? [[2, sheet.field(label, place, MARGIN, WIDTH)] as const] : [];
}

/** The lines with their taxable values, then the taxable value, each tax at its rate, the total. */
function placeTable(sheet: Sheet, { lines, sacCode, tax, supply }: Particulars): void {
  const headings = () =>
    sheet.row(
      COLUMNS,
      COLUMNS.map((column) => column.heading),
      { ...BOLD, color: MUTED },
      { shade: true },
    );
  headings();
  const taxable = taxableValuesOfLines(
    lines.map((line) => line.amount),
    tax.taxable,
  );
  lines.forEach((line, index) =>
    sheet.row(COLUMNS, [line.description, sacCode, String(line.quantity), formatPaise(taxable[index] ?? 0)], BODY, {
      onNewPage: headings,
    }),
  );
  const total = (label: string, figure: string, style = BODY, shade = false) =>
    sheet.total(label, figure, style, VALUE_WIDTH, { shade });
  total('Taxable value', formatPaise(tax.taxable));
  const withoutTax = isWithoutTax(supply);
  if (withoutTax) {
    total('IGST (zero-rated, under LUT)', formatPaise(0));
  } else if (tax.kind === 'intra-state') {
    total(`CGST @ ${percent(tax.ratePercent / 2)}`, formatPaise(tax.cgst));
    total(`SGST @ ${percent(tax.ratePercent / 2)}`, formatPaise(tax.sgst));
  } else {
    total(`IGST @ ${percent(tax.ratePercent)}`, formatPaise(tax.igst));
  }
  total(withoutTax ? 'Total' : 'Total (including GST)', rupees(tax.total), BOLD, true);
}

/** At the right: for the supplier, room to sign, who signs. */
function placeSignature(sheet: Sheet, { supplier, signatory }: Particulars): void {
  const x = PAGE.width - MARGIN - SIGNATURE.width;
  const line = (content: string, style: TextStyle) => sheet.paragraph(content, style, x, SIGNATURE.width, 'right');
  sheet.place(
    sheet.column([
      [0, line(`For ${supplier.name}`, BOLD)],
      [SIGNATURE.space, line(signatory, BODY)],
      [2, line('Authorised signatory', HEADING)],
    ]),
    28,
  );
}
