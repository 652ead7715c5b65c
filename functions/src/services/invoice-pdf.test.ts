import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf';
import { actualText, pdfSpans, type Span } from '../../../tests/support/pdf-content';
import { creditNoteParticulars, type CreditNoteParticulars } from '../domain/credit-note';
import { formatPaise } from '../domain/gst';
import { invoiceParticulars, type InvoicingFacts } from '../domain/invoice';
import { taxableValuesOfLines } from '../domain/invoice-lines';
import { fontFile } from './pdf-fonts';
import { creditNotePdf, invoicePdf } from './invoice-pdf';
import { eInvoiceJsonOrProblems } from '../domain/e-invoice';
import { eInvoiceInputOf } from '../domain/e-invoice-documents';
import { irpAnswerFor } from '../../../tests/support/irp';
import { decodeQr, drawnModules } from '../../../tests/support/qr';
import { HOST_FACTS, HOST_WITH_LUT, gstinOf as gstin } from '../domain/invoicing.test-support';

// A fictional host in Karnataka (29) whose edition supplies where the recipient is: a person in
// Karnataka pays CGST and SGST, an institution registered in Maharashtra (27) IGST.
const FACTS: InvoicingFacts = { ...HOST_FACTS, prefix: 'TEST', placeOfSupply: 'recipient-state' };
const OPTIONS = { conference: 'Test Conference on Civic Informatics 2031' };

const PERSON = invoiceParticulars({
  facts: FACTS,
  supply: 'admission',
  number: 'TEST/2526/7',
  date: '2025-11-07',
  recipient: { name: 'ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ', address: 'ಸಪ್ತಾಪುರ, Dharwad 580001', stateCode: '29' },
  lines: [
    {
      description: 'Paper registration, Test Conference on Civic Informatics 2031, 7–9 November',
      quantity: 2,
      amountRupees: 28_320,
    },
    { description: 'Conference banquet', quantity: 1, amountRupees: 1_180 },
  ],
  ratePercent: 18,
});
const INSTITUTION = invoiceParticulars({
  facts: FACTS,
  supply: 'admission',
  number: 'TEST/2526/8',
  date: '2026-03-31',
  recipient: {
    name: 'पुणे प्रौद्योगिकी संस्थान',
    address: 'Shivajinagar, Pune 411005, Maharashtra',
    gstin: gstin('27', 'AAACP5678L'),
  },
  lines: [{ description: 'Student registration', quantity: 3, amountRupees: 21_240 }],
  ratePercent: 18,
});

// Sponsorship of a sponsor abroad in a year under the host's LUT: an export without IGST.
const EXPORT = invoiceParticulars({
  facts: { ...HOST_WITH_LUT, prefix: 'TEST', placeOfSupply: 'recipient-state' },
  supply: 'sponsorship',
  number: 'TEST/2526/9',
  date: '2025-10-01',
  recipient: { name: 'Informatics Society e.V.', address: 'Am Campus 1\n52062 Aachen', stateCode: '96', country: 'DE' },
  lines: [{ description: 'Gold sponsorship', quantity: 1, amountRupees: 2_36_000 }],
  ratePercent: 18,
});

// pdf.js joins a wrapped line to the next without a space, and adds spaces where it sees gaps
// (between a label and its value, between cells): text is compared without spaces.
const squash = (text: string) => text.replace(/\s+/g, '');

interface Read {
  /** Every page's text as pdf.js reads it, squashed. */
  text: string;
  pages: string[];
  spans: Span[];
  /** The text as readers honouring ActualText copy it (Kannada and Devanagari as written). */
  actual: string;
}

async function read(pdf: Buffer): Promise<Read> {
  // pdf.js takes over the bytes it reads: each reader gets its own copy.
  const pages = await pdfPageTexts(new Uint8Array(pdf));
  const spans = (await pdfSpans(new Uint8Array(pdf))).flat();
  return { text: squash(pages.join('')), pages, spans, actual: actualText(spans) };
}

/** The figure printed right after `label` (squashed), in paise. */
function figureAfter(text: string, label: string): number {
  const match = new RegExp(`${squash(label).replace(/[()@%.]/g, '\\$&')}₹?([\\d,]+)\\.(\\d{2})`).exec(text);
  if (!match) throw new Error(`No figure after "${label}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

/** What a tax invoice and a credit note both print. */
type PrintedParticulars = Omit<CreditNoteParticulars, 'number' | 'date' | 'invoice' | 'reason'>;

/** What follows "Billed to": the recipient's block and everything under it. */
const billedTo = (text: string) => text.slice(text.indexOf('Billedto'));

/** Rule 46's particulars every invoice and credit note prints alike, from the particulars given. */
function expectParticulars({ text, actual, spans }: Read, invoice: PrintedParticulars) {
  const { supplier, recipient, tax } = invoice;
  expect(text).toContain(squash(supplier.name));
  for (const line of supplier.address.split('\n')) expect(text).toContain(squash(line));
  expect(text).toContain(squash(`GSTIN: ${supplier.gstin}`));
  expect(text).toContain(squash(`State: Karnataka (29)`));
  expect(actual).toContain(recipient.name);
  expect(actual).toContain(recipient.address);
  // The name in its script's font, shaped: no empty box among its glyphs.
  const name = spans.find((span) => span.actualText === recipient.name);
  expect(name?.glyphs.length).toBeGreaterThan(0);
  expect(name?.glyphs).not.toContain(0);
  // Each line: description, SAC, quantity, its share of the taxable value; the shares add up.
  const shares = taxableValuesOfLines(
    invoice.lines.map((line) => line.amount),
    tax.taxable,
  );
  expect(shares.reduce((sum, share) => sum + share, 0)).toBe(tax.taxable);
  invoice.lines.forEach((line, index) =>
    expect(text).toContain(
      squash(`${line.description}${invoice.sacCode}${line.quantity}${formatPaise(shares[index] ?? 0)}`),
    ),
  );
  // The figures as printed add up to the total printed, and say the particulars' amounts.
  const taxable = figureAfter(text, 'Taxable value');
  const taxes =
    tax.kind === 'intra-state'
      ? [figureAfter(text, 'CGST @ 9%'), figureAfter(text, 'SGST @ 9%')]
      : [figureAfter(text, 'IGST @ 18%')];
  const total = figureAfter(text, 'Total (including GST)');
  expect(taxable + taxes.reduce((sum, part) => sum + part, 0)).toBe(total);
  expect([taxable, ...taxes, total]).toEqual(
    tax.kind === 'intra-state' ? [tax.taxable, tax.cgst, tax.sgst, tax.total] : [tax.taxable, tax.igst, tax.total],
  );
  expect(text).toContain(squash(`Total (including GST) ₹${formatPaise(tax.total)}`));
  expect(text).toContain(squash(`Total in words: ${invoice.totalInWords}`));
  expect(text).toContain(squash(`For ${supplier.name}${invoice.signatory}Authorised signatory`));
}

// The first PDF of a worker loads the fonts and HarfBuzz: three times that, and more, keeps a
// slower machine inside the timeout (docs/development.md, "Timeouts and why").
describe('tax invoice PDF', { timeout: 15_000 }, () => {
  let person: Read;
  let institution: Read;
  beforeAll(async () => {
    person = await read(await invoicePdf(PERSON, { ...OPTIONS, copy: 'recipient' }));
    institution = await read(await invoicePdf(INSTITUTION, { ...OPTIONS, copy: 'supplier' }));
  }, 30_000);

  it('to a person in the supplier’s state (B2C): every particular of rule 46, with CGST and SGST at half the rate each', () => {
    expect(PERSON).toMatchObject({ kind: 'B2C', tax: { kind: 'intra-state' } });
    const { text, pages } = person;
    expect(pages).toHaveLength(1);
    // The recipient's original of the two copies rule 48 asks for.
    expect(text.startsWith(squash(`Tax InvoiceORIGINAL FOR RECIPIENT${OPTIONS.conference}`))).toBe(true);
    expect(text).toContain(squash('Invoice No.: TEST/2526/7'));
    expect(text).toContain(squash('Invoice date: 7 November 2025'));
    expect(text).toContain(squash('Place of supply: Karnataka (29)'));
    expectParticulars(person, PERSON);
    expect(billedTo(text)).toContain(squash('State: Karnataka (29)'));
    expect(billedTo(text)).not.toContain('GSTIN');
    expect(text).not.toContain('IGST');
    expect(text).toContain(squash('Whether tax is payable on reverse charge: No'));
  });

  it('to an institution registered in another state (B2B): its GSTIN and state, and IGST at the full rate', () => {
    expect(INSTITUTION).toMatchObject({ kind: 'B2B', tax: { kind: 'inter-state' } });
    const { text } = institution;
    // The supplier's duplicate for its records.
    expect(text.startsWith(squash(`Tax InvoiceDUPLICATE FOR SUPPLIER${OPTIONS.conference}`))).toBe(true);
    expect(text).toContain(squash('Invoice No.: TEST/2526/8'));
    expect(text).toContain(squash('Invoice date: 31 March 2026'));
    expect(text).toContain(squash('Place of supply: Maharashtra (27)'));
    expectParticulars(institution, INSTITUTION);
    expect(billedTo(text)).toContain(squash(`GSTIN: ${INSTITUTION.recipient.gstin}`));
    expect(billedTo(text)).toContain(squash('State: Maharashtra (27)'));
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(squash('Whether tax is payable on reverse charge: No'));
  });

  it('of an export under an LUT: the country, supplied outside India, no IGST, and rule 46’s endorsement', async () => {
    expect(EXPORT).toMatchObject({ supply: 'EXPWOP', tax: { igst: 0, taxable: EXPORT.tax.total } });
    const { text } = await read(await invoicePdf(EXPORT, { ...OPTIONS, copy: 'recipient' }));
    expect(text).toContain(squash('Place of supply: Outside India (96)'));
    expect(billedTo(text)).toContain(squash('Country: Germany'));
    expect(figureAfter(text, 'Taxable value')).toBe(EXPORT.tax.total);
    expect(figureAfter(text, 'IGST (zero-rated, under LUT)')).toBe(0);
    expect(figureAfter(text, 'Total')).toBe(EXPORT.tax.total);
    expect(text).not.toContain(squash('including GST'));
    expect(text).toContain(
      squash(
        `Zero-rated supply: Supply meant for export of services under Letter of Undertaking (ARN ${HOST_WITH_LUT.lut[0]?.arn})`,
      ),
    );
  });

  it('prints a Kannada and a Devanagari name as written, each in its script’s font', () => {
    for (const [{ spans, actual }, name, font] of [
      [person, PERSON.recipient.name, 'NotoSansKannada-Bold'],
      [institution, INSTITUTION.recipient.name, 'NotoSansDevanagari-Bold'],
    ] as const) {
      expect(actual).toContain(name);
      const span = spans.find((candidate) => candidate.actualText === name);
      expect(span?.fonts, name).toEqual([expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${font}$`))]);
    }
  });

  it('writes amounts with the rupee sign, which its font has', () => {
    const font = fontkit.openSync(fontFile('latin', 'bold')) as fontkit.Font;
    expect(font.hasGlyphForCodePoint('₹'.codePointAt(0) ?? 0)).toBe(true);
    const total = person.spans.find((span) => span.actualText === `₹${formatPaise(PERSON.tax.total)}`);
    expect(total?.fonts).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSans-Bold$/)]);
    expect(total?.glyphs).not.toContain(0);
  });

  it('continues the table on a new page, under its headings again, when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 45 }, (_, n) => ({
      description: `Registration of participant ${n + 1}`,
      quantity: 1,
      amountRupees: 1_180,
    }));
    const many = invoiceParticulars({
      facts: FACTS,
      supply: 'admission',
      number: 'TEST/2526/9',
      date: '2025-11-07',
      recipient: { name: 'Group of students', address: 'Dharwad' },
      lines,
      ratePercent: 18,
    });
    const printed = await read(await invoicePdf(many, { ...OPTIONS, copy: 'recipient' }));
    const { pages, text } = printed;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) {
      expect(squash(page).startsWith(squash('Tax Invoice TEST/2526/9, continued Description SAC Qty'))).toBe(true);
    }
    for (const line of lines) expect(text).toContain(squash(`${line.description}998596`));
    expect(squash(pages.at(-1) ?? '')).toContain(squash('Authorised signatory'));
    expectParticulars(printed, many);
  });

  it('refuses a name that no embedded font can print, rather than printing boxes', async () => {
    const tamil = { ...PERSON, recipient: { ...PERSON.recipient, name: 'தமிழ்செல்வி' } };
    // A refusal the caller can act on (422, naming what cannot print), not a failure of ours.
    await expect(invoicePdf(tamil, { ...OPTIONS, copy: 'recipient' })).rejects.toMatchObject({
      kind: 'unprocessable',
      message: expect.stringMatching(/^This document cannot be printed: the recipient "தமிழ்செல்வி" has characters/),
    });
  });

  it('refuses a date that is no calendar day, rather than printing it', async () => {
    await expect(invoicePdf({ ...PERSON, date: '2025-02-29' }, { ...OPTIONS, copy: 'recipient' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('an e-invoiced document’s PDF', { timeout: 15_000 }, () => {
  it('prints the IRN and acknowledgement, and a QR code that reads as the portal’s signed payload', async () => {
    const made = eInvoiceJsonOrProblems(eInvoiceInputOf(INSTITUTION));
    if (!('json' in made)) throw new Error(made.problems.join('; '));
    const answer = irpAnswerFor(made.json);
    const pdf = await read(await invoicePdf(INSTITUTION, { conference: 'ICEI', copy: 'recipient', irn: answer }));
    for (const expected of [answer.irn, answer.ackNo, answer.ackDate]) expect(pdf.text).toContain(squash(expected));
    const codes = pdf.spans.filter((span) => span.alt === 'e-invoice QR code');
    expect(codes).toHaveLength(1);
    expect(decodeQr(drawnModules(codes[0]?.rects ?? []))).toBe(answer.signedQrCode);
    // Without an answer, no IRN block and no code.
    const plain = await read(await invoicePdf(INSTITUTION, { conference: 'ICEI', copy: 'recipient' }));
    expect(plain.text).not.toContain('IRN');
    expect(plain.spans.filter((span) => span.alt === 'e-invoice QR code')).toHaveLength(0);
  });
});

describe('credit note PDF', { timeout: 15_000 }, () => {
  it('names its number and date, the invoice it reduces and why, with the amounts credited', async () => {
    const note = creditNoteParticulars(INSTITUTION, {
      number: 'TEST/CN/2526/1',
      date: '2026-04-02',
      reason: 'One of three students did not attend',
      totalPaise: 708_000,
    });
    const printed = await read(await creditNotePdf(note, OPTIONS));
    const { text } = printed;
    expect(text.startsWith(squash(`Credit Note${OPTIONS.conference}`))).toBe(true);
    expect(text).not.toContain(squash('Tax Invoice'));
    expect(text).toContain(squash('Credit note No.: TEST/CN/2526/1'));
    expect(text).toContain(squash('Credit note date: 2 April 2026'));
    expect(text).toContain(squash('Against invoice No.: TEST/2526/8'));
    expect(text).toContain(squash('Invoice date: 31 March 2026'));
    expect(text).toContain(squash('Reason: One of three students did not attend'));
    expect(text).toContain(squash('Place of supply: Maharashtra (27)'));
    expect(note.tax.total).toBe(708_000);
    expectParticulars(printed, note);
  });

  it('of a whole invoice credits its lines and its taxes', async () => {
    const note = creditNoteParticulars(PERSON, { number: 'TEST/CN/2526/2', date: '2025-11-08', reason: 'Cancelled' });
    const printed = await read(await creditNotePdf(note, OPTIONS));
    expect(printed.text).toContain(squash('Against invoice No.: TEST/2526/7'));
    expectParticulars(printed, note);
    expect(figureAfter(printed.text, 'Total (including GST)')).toBe(PERSON.tax.total);
  });
});
