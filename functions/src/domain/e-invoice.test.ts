import { describe, expect, it } from 'vitest';
import {
  eInvoiceJson,
  eInvoiceJsonOrProblems,
  eInvoiceProblems,
  type EInvoiceInput,
  type EInvoiceJson,
} from './e-invoice';
import { E_INVOICE_GST_RATES } from './e-invoice-schema';
import { decodeSignedQr, irpAnswerProblems, parseIrpAnswer, type IrpAnswer } from './irp-answer';
import { splitInclusiveTotal, type Paise } from './gst';
import { GST_STATES, gstinCheckCharacter } from './gstin';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const issued = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

// A fictional host in Karnataka (29), and buyers within the state, in another, in an SEZ and abroad.
const HOST = {
  name: 'Host Institute of Technology',
  address: 'Host Institute of Technology\nCampus Road, Vidyagiri\nDharwad 580 011\nKarnataka',
  gstin: issued('29', 'AAAAH1234K'),
  stateCode: '29',
};
const WITHIN_STATE = {
  name: 'Dharwad Engineering Works Pvt Ltd',
  address: 'Plot 7, Industrial Area\nHubballi - 580030\nKarnataka, India',
  gstin: issued('29', 'AABCD1234E'),
  stateCode: '29',
};
const OTHER_STATE = {
  name: 'Pune Institute of Research',
  address: 'Survey No. 12, Baner Road\nPune, Maharashtra 411045',
  gstin: issued('27', 'AACCP5678L'),
  stateCode: '27',
};
const SEZ_UNIT = {
  name: 'Electronic City SEZ Unit',
  address: 'Tower B, Electronic City Phase 1\nBengaluru 560100',
  gstin: issued('29', 'AAECS4321M'),
  stateCode: '29',
};
const ABROAD = {
  name: 'University of Somewhere',
  address: '1 College Road\nCambridge CB2 1TN\nUnited Kingdom',
  gstin: null,
  stateCode: null,
  country: 'GB',
};
const RATE = 18;
// The second line's quantity does not divide its amount: its unit price is rounded.
const SALES = [
  { description: 'Paper registration', sacCode: '998596', quantity: 2, total: 2_832_000 },
  { description: 'Conference banquet', sacCode: '998596', quantity: 3, total: 354_001 },
];
const INVOICE = { number: 'ICEI/2526/12', date: '2025-11-10' };

function documentOf(
  supply: EInvoiceInput['supply'],
  recipient: EInvoiceInput['recipient'],
  placeOfSupply: string,
  sales = SALES,
): EInvoiceInput {
  const withoutTax = supply === 'SEZWOP' || supply === 'EXPWOP';
  const kind = supply === 'B2B' && placeOfSupply === HOST.stateCode ? 'intra-state' : 'inter-state';
  const lines = sales.map(({ total, ...sale }) => {
    const { taxable, igst, cgst, sgst } = withoutTax
      ? { taxable: total, igst: 0, cgst: 0, sgst: 0 }
      : splitInclusiveTotal(total, RATE, kind);
    return { ...sale, taxable, igst, cgst, sgst, total, ratePercent: RATE };
  });
  const sum = (pick: (line: (typeof lines)[number]) => Paise) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    document: 'invoice',
    ...INVOICE,
    supply,
    supplier: HOST,
    recipient,
    placeOfSupply,
    lines,
    totals: {
      taxable: sum((line) => line.taxable),
      igst: sum((line) => line.igst),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      total: sum((line) => line.total),
    },
  };
}

const creditNoteOf = (invoice: EInvoiceInput): EInvoiceInput => ({
  ...invoice,
  document: 'credit-note',
  number: 'ICEI/CN/2526/3',
  date: '2025-11-20',
  against: INVOICE,
});

type Tax = 'CGST and SGST' | 'IGST' | 'none';
const CASES: { name: string; input: EInvoiceInput; tax: Tax }[] = [
  { name: 'intra-state B2B', input: documentOf('B2B', WITHIN_STATE, '29'), tax: 'CGST and SGST' },
  { name: 'inter-state B2B', input: documentOf('B2B', OTHER_STATE, '27'), tax: 'IGST' },
  { name: 'SEZ with payment, in the host’s state', input: documentOf('SEZWP', SEZ_UNIT, '29'), tax: 'IGST' },
  { name: 'SEZ without payment', input: documentOf('SEZWOP', SEZ_UNIT, '29'), tax: 'none' },
  { name: 'export with payment', input: documentOf('EXPWP', ABROAD, '96'), tax: 'IGST' },
  { name: 'export without payment', input: documentOf('EXPWOP', ABROAD, '96'), tax: 'none' },
  { name: 'credit note', input: creditNoteOf(documentOf('B2B', WITHIN_STATE, '29')), tax: 'CGST and SGST' },
];

const portalDay = (isoDate: string) => isoDate.split('-').reverse().join('/');
const paiseOf = (rupees: number) => Math.round(rupees * 100);
/** The decimal a paise amount is in rupees, written out from the integer. */
const decimalOf = (amount: Paise) => Number(`${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`);

describe('an e-invoice built from a document', () => {
  it.each(CASES)('keeps every rule of the schema: $name', ({ input }) => {
    const json = eInvoiceJson(input);
    expect(eInvoiceProblems(json)).toEqual([]);
    expect(eInvoiceJsonOrProblems(input)).toEqual({ json });
    // What the portal is sent is JSON: the object survives the trip unchanged.
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it('charges CGST and SGST within the state, IGST between states, to an SEZ and abroad, none without payment', () => {
    for (const { name, input, tax } of CASES) {
      for (const item of eInvoiceJson(input).ItemList) {
        expect(item.IgstAmt > 0, name).toBe(tax === 'IGST');
        expect(item.CgstAmt > 0, name).toBe(tax === 'CGST and SGST');
        expect(item.SgstAmt, name).toBe(item.CgstAmt);
      }
    }
  });

  it('names the document, the parties and the place of supply as the input does', () => {
    for (const { input } of CASES) {
      const json = eInvoiceJson(input);
      expect(json.DocDtls).toEqual({
        Typ: input.document === 'invoice' ? 'INV' : 'CRN',
        No: input.number,
        Dt: portalDay(input.date),
      });
      expect(json.TranDtls.SupTyp).toBe(input.supply);
      expect(json.SellerDtls).toMatchObject({ Gstin: HOST.gstin, LglNm: HOST.name, Stcd: HOST.stateCode });
      expect(json.BuyerDtls).toMatchObject({ LglNm: input.recipient.name, Pos: input.placeOfSupply });
      expect(json.ItemList.map((item) => item.SlNo)).toEqual(input.lines.map((_, index) => String(index + 1)));
      expect(paiseOf(json.ValDtls.TotInvVal)).toBe(input.totals.total);
    }
  });

  it('names the invoice a credit note reduces, and nothing on an invoice', () => {
    for (const { input } of CASES) {
      const { RefDtls } = eInvoiceJson(input);
      if (input.document === 'invoice') expect(RefDtls).toBeUndefined();
      else expect(RefDtls?.PrecDocDtls).toEqual([{ InvNo: input.against?.number, InvDt: portalDay(INVOICE.date) }]);
    }
  });

  it('marks an export: an unregistered buyer outside India, its country, a currency only when known', () => {
    for (const { input } of CASES.filter((each) => each.input.supply.startsWith('EXP'))) {
      const json = eInvoiceJson(input);
      expect(json.BuyerDtls).toMatchObject({ Gstin: 'URP', Stcd: '96', Pin: 999_999 });
      expect(json.ExpDtls).toEqual({ CntCode: input.recipient.country });
      const inDollars = eInvoiceJson({ ...input, currency: 'usd' });
      expect(inDollars.ExpDtls).toEqual({ CntCode: input.recipient.country, ForCur: 'USD' });
      expect(eInvoiceProblems(inDollars)).toEqual([]);
    }
    for (const { input } of CASES.filter((each) => !each.input.supply.startsWith('EXP'))) {
      expect(eInvoiceJson(input).ExpDtls).toBeUndefined();
    }
  });

  it('states each amount in rupees exactly, for a sweep of paise', () => {
    const amounts = [0, 1, 5, 9, 10, 11, 99, 100, 101, 105, 110, 999, 12_345, 1_000_001, 99_999_999_999_999];
    let state = 2_025;
    for (let index = 0; index < 300; index += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      amounts.push(Math.floor((state / 2 ** 31) * 10 ** (1 + (index % 13))));
    }
    for (const amount of amounts) {
      const sales = [{ description: 'Registration', sacCode: '998596', quantity: 1, total: amount }];
      const json = eInvoiceJson(documentOf('EXPWOP', ABROAD, '96', sales));
      for (const rupees of [json.ItemList[0]?.AssAmt, json.ItemList[0]?.TotItemVal, json.ValDtls.TotInvVal]) {
        expect(rupees, String(amount)).toBe(decimalOf(amount));
        expect(JSON.stringify(rupees)).toMatch(/^\d+(\.\d{1,2})?$/);
      }
      expect(eInvoiceProblems(json), String(amount)).toEqual([]);
    }
  });
});

describe('addresses', () => {
  const buyerOf = (address: string, recipient: EInvoiceInput['recipient'] = OTHER_STATE) => {
    const json = eInvoiceJson({ ...documentOf('B2B', OTHER_STATE, '27'), recipient: { ...recipient, address } });
    const { Addr1, Addr2, Loc, Pin } = json.BuyerDtls;
    return { Addr1, ...(Addr2 === undefined ? {} : { Addr2 }), Loc, Pin };
  };

  it.each([
    ['Campus Road, Dharwad 580011', { Addr1: 'Campus Road', Loc: 'Dharwad', Pin: 580_011 }],
    [
      'IIT Madras\nSardar Patel Road, Adyar\nChennai - 600 036\nTamil Nadu\nIndia',
      { Addr1: 'IIT Madras, Sardar Patel Road, Adyar', Loc: 'Chennai', Pin: 600_036 },
    ],
    ['No. 5, MG Road\nBengaluru\nPIN: 560001', { Addr1: 'No. 5, MG Road', Loc: 'Bengaluru', Pin: 560_001 }],
    [
      'Survey No. 12, Baner Road\nPune, Maharashtra 411045',
      { Addr1: 'Survey No. 12, Baner Road', Loc: 'Pune', Pin: 411_045 },
    ],
    ['  Dharwad   580011 ', { Addr1: 'Dharwad', Loc: 'Dharwad', Pin: 580_011 }],
  ])('finds the PIN code and the place before it in %j', (address, parts) => {
    expect(buyerOf(address)).toEqual(parts);
  });

  it.each([
    ['1 College Road\nCambridge CB2 1TN\nUnited Kingdom', 'GB', { Addr1: '1 College Road', Loc: 'Cambridge CB2 1TN' }],
    ['221B Baker Street, London NW1 6XE, United Kingdom', 'GB', { Addr1: '221B Baker Street', Loc: 'London NW1 6XE' }],
    ['500 Main Street\nSpringfield, IL 62704\nUS', 'US', { Addr1: '500 Main Street', Loc: 'Springfield, IL 62704' }],
  ])('takes the last line as the place abroad, less the country, in %j', (address, country, parts) => {
    const json = eInvoiceJson({ ...documentOf('EXPWP', ABROAD, '96'), recipient: { ...ABROAD, address, country } });
    expect(json.BuyerDtls).toMatchObject({ ...parts, Pin: 999_999 });
    expect(json.BuyerDtls.Addr2).toBeUndefined();
  });

  it('leaves out no word of an address but its state, country and PIN code', () => {
    const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    const dispensable = new Set(
      [...Object.values(GST_STATES), 'India', 'PIN'].flatMap(words).map((word) => word.toLowerCase()),
    );
    const addresses = [HOST, WITHIN_STATE, OTHER_STATE, SEZ_UNIT].map((party) => party.address);
    addresses.push(
      'Flat 12, Block C, Long Street Name Apartments, 4th Cross, 5th Main, Near Water Tank\nJayanagar\nBengaluru 560011',
    );
    for (const address of addresses) {
      const parts = buyerOf(address);
      const kept = new Set(words(`${parts.Addr1} ${parts.Addr2 ?? ''} ${parts.Loc} ${parts.Pin}`));
      const lost = words(address).filter((word) => !kept.has(word) && !dispensable.has(word.toLowerCase()));
      // The PIN code may be printed with a space: its two halves are in the number.
      expect(
        lost.filter((word) => !String(parts.Pin).includes(word)),
        address,
      ).toEqual([]);
    }
  });

  it('fits a long address in two lines of at most 100, cut between its parts', () => {
    const street = Array.from({ length: 6 }, (_, index) => `Block ${index + 1} of the Long Campus`).join(', ');
    const parts = buyerOf(`${street}\nPune 411045`);
    expect(parts.Addr1.length).toBeLessThanOrEqual(100);
    expect(parts.Addr2?.length).toBeLessThanOrEqual(100);
    expect(`${parts.Addr1}, ${parts.Addr2 ?? ''}`).toBe(street);
  });

  it('refuses to invent a PIN code, a place or a GSTIN, naming the field', () => {
    const invoice = documentOf('B2B', OTHER_STATE, '27');
    const tooLong = Array.from({ length: 12 }, (_, index) => `Building number ${index + 1} of the campus`).join(', ');
    const wrong: [string, EInvoiceInput][] = [
      ['SellerDtls.Pin', { ...invoice, supplier: { ...HOST, address: 'Campus Road, Dharwad' } }],
      ['BuyerDtls.Pin', { ...invoice, recipient: { ...OTHER_STATE, address: 'Baner Road, Pune 4110' } }],
      ['BuyerDtls.Loc', { ...invoice, recipient: { ...OTHER_STATE, address: 'Maharashtra 411045' } }],
      ['BuyerDtls.Addr2', { ...invoice, recipient: { ...OTHER_STATE, address: `${tooLong}\nPune 411045` } }],
      ['BuyerDtls.Gstin', { ...invoice, recipient: { ...OTHER_STATE, gstin: null } }],
      ['ExpDtls.CntCode', { ...documentOf('EXPWP', ABROAD, '96'), recipient: { ...ABROAD, country: undefined } }],
    ];
    for (const [path, input] of wrong) {
      expect(eInvoiceJsonOrProblems(input), path).toEqual({ problems: [expect.stringMatching(startsWith(path))] });
      expect(() => eInvoiceJson(input), path).toThrow(RangeError);
    }
  });
});

const startsWith = (path: string) => new RegExp(`^${path.replace(/[.[\]]/g, '\\$&')} `);
/** A copy of `json` changed as `change` says; casts let a test write what the types forbid. */
function changed(json: EInvoiceJson, change: (copy: EInvoiceJson) => void): EInvoiceJson {
  const copy = structuredClone(json);
  change(copy);
  return copy;
}
const fields = (value: object) => value as Record<string, unknown>;
const plusPaise = (rupees: number, paise: Paise) => (paiseOf(rupees) + paise) / 100;
/** The same GSTIN with another check character. */
const mistyped = (gstin: string) =>
  `${gstin.slice(0, 14)}${CHARACTERS[(CHARACTERS.indexOf(gstin[14] ?? '') + 1) % 36]}`;

const ONE_SALE = SALES.slice(0, 1);
const INTRA = eInvoiceJson(documentOf('B2B', WITHIN_STATE, '29', ONE_SALE));
const INTER = eInvoiceJson(documentOf('B2B', OTHER_STATE, '27', ONE_SALE));
const EXPORT = eInvoiceJson(documentOf('EXPWP', ABROAD, '96', ONE_SALE));
const EXPORT_UNTAXED = eInvoiceJson(documentOf('EXPWOP', ABROAD, '96', ONE_SALE));
const CREDIT = eInvoiceJson(creditNoteOf(documentOf('B2B', WITHIN_STATE, '29', ONE_SALE)));
const TWO_LINES = eInvoiceJson(documentOf('B2B', WITHIN_STATE, '29'));

/** Moves tax on the first item and in the totals, keeping every sum right. */
function retaxed(json: EInvoiceJson, tax: { igst: Paise; cgst: Paise; sgst: Paise }): EInvoiceJson {
  return changed(json, (copy) => {
    const item = copy.ItemList[0];
    if (!item) return;
    const taxable = paiseOf(item.AssAmt);
    const total = taxable + tax.igst + tax.cgst + tax.sgst;
    Object.assign(item, { IgstAmt: tax.igst / 100, CgstAmt: tax.cgst / 100, SgstAmt: tax.sgst / 100 });
    item.TotItemVal = total / 100;
    Object.assign(copy.ValDtls, {
      IgstVal: tax.igst / 100,
      CgstVal: tax.cgst / 100,
      SgstVal: tax.sgst / 100,
      TotInvVal: total / 100,
    });
  });
}
const taxOf = (json: EInvoiceJson) => {
  const item = json.ItemList[0];
  return { igst: paiseOf(item?.IgstAmt ?? 0), cgst: paiseOf(item?.CgstAmt ?? 0), sgst: paiseOf(item?.SgstAmt ?? 0) };
};
const intraTax = taxOf(INTRA);
const exportTax = taxOf(EXPORT);

const MUTATIONS: [string, string, EInvoiceJson][] = [
  ['a legal name too long', 'SellerDtls.LglNm', changed(INTRA, (c) => void (c.SellerDtls.LglNm = 'x'.repeat(101)))],
  ['a double quote in a name', 'BuyerDtls.LglNm', changed(INTRA, (c) => void (c.BuyerDtls.LglNm = 'The "Best" Lab'))],
  [
    'a seller GSTIN mistyped',
    'SellerDtls.Gstin',
    changed(INTRA, (c) => void (c.SellerDtls.Gstin = mistyped(HOST.gstin))),
  ],
  [
    'a buyer GSTIN mistyped',
    'BuyerDtls.Gstin',
    changed(INTRA, (c) => void (c.BuyerDtls.Gstin = mistyped(WITHIN_STATE.gstin))),
  ],
  ['a B2B buyer unregistered', 'BuyerDtls.Gstin', changed(INTRA, (c) => void (c.BuyerDtls.Gstin = 'URP'))],
  ['the seller invoicing itself', 'BuyerDtls.Gstin', changed(INTRA, (c) => void (c.BuyerDtls.Gstin = HOST.gstin))],
  ['a seller state not its GSTIN’s', 'SellerDtls.Stcd', changed(INTER, (c) => void (c.SellerDtls.Stcd = '33'))],
  ['a buyer state that is none', 'BuyerDtls.Stcd', changed(INTER, (c) => void (c.BuyerDtls.Stcd = '28'))],
  ['a number opening with 0', 'DocDtls.No', changed(INTRA, (c) => void (c.DocDtls.No = `0${c.DocDtls.No}`))],
  ['a number with a space', 'DocDtls.No', changed(INTRA, (c) => void (c.DocDtls.No = 'ICEI 2526 12'))],
  ['a number of 17 characters', 'DocDtls.No', changed(INTRA, (c) => void (c.DocDtls.No = 'ICEI/2526/1234567'))],
  ['a date not in the calendar', 'DocDtls.Dt', changed(INTRA, (c) => void (c.DocDtls.Dt = '31/02/2025'))],
  ['a date written the ISO way', 'DocDtls.Dt', changed(INTRA, (c) => void (c.DocDtls.Dt = INVOICE.date))],
  ['a document type of no list', 'DocDtls.Typ', changed(INTRA, (c) => void (fields(c.DocDtls).Typ = 'DRN'))],
  ['a supply type of no list', 'TranDtls.SupTyp', changed(INTRA, (c) => void (fields(c.TranDtls).SupTyp = 'B2C'))],
  [
    'IgstOnIntra not Y or N',
    'TranDtls.IgstOnIntra',
    changed(INTRA, (c) => void (fields(c.TranDtls).IgstOnIntra = 'Yes')),
  ],
  ['another schema version', 'Version', changed(INTRA, (c) => void (fields(c).Version = '1.03'))],
  ['a PIN code of five digits', 'SellerDtls.Pin', changed(INTRA, (c) => void (c.SellerDtls.Pin = 58_001))],
  ['a PIN code as text', 'BuyerDtls.Pin', changed(INTRA, (c) => void (fields(c.BuyerDtls).Pin = '580030'))],
  ['no place', 'BuyerDtls.Loc', changed(INTRA, (c) => void delete fields(c.BuyerDtls).Loc)],
  ['a rate of 13%', 'ItemList[0].GstRt', changed(INTRA, (c) => void (c.ItemList[0] && (c.ItemList[0].GstRt = 13)))],
  [
    'a goods code on a service',
    'ItemList[0].HsnCd',
    changed(INTRA, (c) => void (c.ItemList[0] && (c.ItemList[0].HsnCd = '8471'))),
  ],
  [
    'a code of five digits',
    'ItemList[0].HsnCd',
    changed(INTRA, (c) => void (c.ItemList[0] && (c.ItemList[0].HsnCd = '99859'))),
  ],
  [
    'a unit price that does not give the amount',
    'ItemList[0].UnitPrice',
    changed(INTRA, (c) => void (c.ItemList[0] && (c.ItemList[0].UnitPrice += 0.01))),
  ],
  [
    'an item total a paisa off its parts',
    'ItemList[0].TotItemVal',
    changed(INTRA, (c) => {
      if (c.ItemList[0]) c.ItemList[0].TotItemVal = plusPaise(c.ItemList[0].TotItemVal, 1);
      c.ValDtls.TotInvVal = plusPaise(c.ValDtls.TotInvVal, 1);
    }),
  ],
  [
    'a total a paisa off',
    'ValDtls.TotInvVal',
    changed(INTRA, (c) => void (c.ValDtls.TotInvVal = plusPaise(c.ValDtls.TotInvVal, 1))),
  ],
  [
    'a taxable value a paisa off',
    'ValDtls.AssVal',
    changed(INTRA, (c) => void (c.ValDtls.AssVal = plusPaise(c.ValDtls.AssVal, -1))),
  ],
  [
    'a CGST total a paisa off',
    'ValDtls.CgstVal',
    changed(INTRA, (c) => void (c.ValDtls.CgstVal = plusPaise(c.ValDtls.CgstVal, 1))),
  ],
  [
    'an SGST total a paisa off',
    'ValDtls.SgstVal',
    changed(INTRA, (c) => void (c.ValDtls.SgstVal = plusPaise(c.ValDtls.SgstVal, 1))),
  ],
  [
    'an IGST total a paisa off',
    'ValDtls.IgstVal',
    changed(INTER, (c) => void (c.ValDtls.IgstVal = plusPaise(c.ValDtls.IgstVal, 1))),
  ],
  ['an amount to a tenth of a paisa', 'ValDtls.CgstVal', changed(INTRA, (c) => void (c.ValDtls.CgstVal += 0.001))],
  [
    'CGST not equal to SGST',
    'ItemList[0].SgstAmt',
    retaxed(INTRA, { igst: 0, cgst: intraTax.cgst + 1, sgst: intraTax.sgst - 1 }),
  ],
  [
    'IGST on an intra-state B2B supply',
    'ItemList[0].IgstAmt',
    retaxed(INTRA, { igst: intraTax.cgst + intraTax.sgst, cgst: 0, sgst: 0 }),
  ],
  [
    'CGST and SGST on an inter-state supply',
    'ItemList[0].CgstAmt',
    retaxed(INTER, { igst: 0, cgst: intraTax.cgst, sgst: intraTax.sgst }),
  ],
  [
    'CGST and SGST on an export',
    'ItemList[0].CgstAmt',
    retaxed(EXPORT, { igst: 0, cgst: Math.floor(exportTax.igst / 2), sgst: Math.ceil(exportTax.igst / 2) }),
  ],
  ['tax on an export without payment', 'ItemList[0].IgstAmt', retaxed(EXPORT_UNTAXED, exportTax)],
  [
    'an export’s buyer registered',
    'BuyerDtls.Gstin',
    changed(EXPORT, (c) => void (c.BuyerDtls.Gstin = OTHER_STATE.gstin)),
  ],
  ['an export supplied in India', 'BuyerDtls.Pos', changed(EXPORT, (c) => void (c.BuyerDtls.Pos = '29'))],
  ['an export’s PIN code in India', 'BuyerDtls.Pin', changed(EXPORT, (c) => void (c.BuyerDtls.Pin = 560_001))],
  ['an export to India', 'ExpDtls.CntCode', changed(EXPORT, (c) => void (c.ExpDtls && (c.ExpDtls.CntCode = 'IN')))],
  ['an export without its country', 'ExpDtls', changed(EXPORT, (c) => void delete c.ExpDtls)],
  ['a credit note without its invoice', 'RefDtls.PrecDocDtls', changed(CREDIT, (c) => void delete c.RefDtls)],
  [
    'a credit note older than its invoice',
    'RefDtls.PrecDocDtls[0].InvDt',
    changed(CREDIT, (c) => void (c.RefDtls?.PrecDocDtls[0] && (c.RefDtls.PrecDocDtls[0].InvDt = '21/11/2025'))),
  ],
  [
    'two items of one serial number',
    'ItemList[1].SlNo',
    changed(TWO_LINES, (c) => void (c.ItemList[1] && (c.ItemList[1].SlNo = '1'))),
  ],
];

describe('the validator', () => {
  it.each(MUTATIONS)('names the one field broken by %s: %s', (_, path, json) => {
    expect(eInvoiceProblems(json)).toEqual([expect.stringMatching(startsWith(path))]);
  });

  it('says what is wrong with a document number, as a sentence naming the field and the value', () => {
    const json = changed(INTRA, (c) => void (c.DocDtls.No = `0${INVOICE.number}`));
    expect(eInvoiceProblems(json)).toEqual([
      `DocDtls.No ${JSON.stringify(json.DocDtls.No)} must start with a letter or a digit 1–9`,
    ]);
  });

  it('accepts every rate of the portal’s list', () => {
    for (const rate of E_INVOICE_GST_RATES) {
      const json = changed(INTRA, (c) => void (c.ItemList[0] && (c.ItemList[0].GstRt = rate)));
      expect(eInvoiceProblems(json), String(rate)).toEqual([]);
    }
  });

  it('accepts the schema’s optional amounts when they add up: cess, charges, discount, round-off', () => {
    const json = changed(INTRA, (c) => {
      const item = fields(c.ItemList[0] ?? {});
      const value = fields(c.ValDtls);
      const paise = (key: string, record: Record<string, unknown>) => paiseOf(Number(record[key]));
      Object.assign(item, { CesAmt: 1, OthChrg: 2, TotItemVal: (paise('TotItemVal', item) + 300) / 100 });
      const total = paise('TotInvVal', value) + 300 + 1_000 - 500 + 1;
      Object.assign(value, { CesVal: 1, OthChrg: 10, Discount: 5, RndOffAmt: 0.01, TotInvVal: total / 100 });
    });
    expect(eInvoiceProblems(json)).toEqual([]);
  });

  it('reports a value of the wrong type at each field, and never throws', () => {
    for (const json of [INTRA, INTER, EXPORT, CREDIT, TWO_LINES]) {
      for (const path of leafPaths(json)) {
        const broken = structuredClone(json) as unknown;
        setAt(broken, path, { not: 'a value' });
        const problems = eInvoiceProblems(broken);
        expect(problems.some((problem) => startsWith(path.join('.').replace(/\.(\d+)/g, '[$1]')).test(problem))).toBe(
          true,
        );
      }
    }
  });

  it('refuses, in one sentence, what is no e-invoice', () => {
    for (const value of [null, undefined, [], 'e-invoice', 42, true]) {
      expect(eInvoiceProblems(value)).toEqual([expect.stringMatching(/^The e-invoice must be a JSON object/)]);
    }
    expect(eInvoiceProblems({}).length).toBeGreaterThan(0);
  });
});

function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => fields(node as object)[key], root);
  fields(parent as object)[String(path.at(-1))] = value;
}

// The IRP's answer: its signed QR code made as NIC makes one (a JWT), with a signature we cannot check.
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) =>
  [{ alg: 'RS256', kid: 'test', typ: 'JWT' }, payload]
    .map((part) => base64url(JSON.stringify(part)))
    .concat(base64url('a signature only NIC could make'))
    .join('.');
const IRN = Array.from({ length: 64 }, (_, index) => '0123456789abcdef'[(index * 7) % 16]).join('');
const QR_DATA = {
  SellerGstin: INTER.SellerDtls.Gstin,
  BuyerGstin: INTER.BuyerDtls.Gstin,
  DocNo: INTER.DocDtls.No,
  DocTyp: INTER.DocDtls.Typ,
  DocDt: INTER.DocDtls.Dt,
  TotInvVal: INTER.ValDtls.TotInvVal,
  ItemCnt: INTER.ItemList.length,
  MainHsnCode: INTER.ItemList[0]?.HsnCd ?? '',
  Irn: IRN,
  IrnDt: '2025-11-10 12:34:56',
};
const ANSWER = {
  AckNo: 112_510_000_012_345,
  AckDt: '2025-11-10 12:34:56',
  Irn: IRN,
  // Characters past ASCII, and ones base64url writes as "-" and "_", in the payload.
  SignedInvoice: jwt({ data: JSON.stringify(INTER), iss: 'NIC', note: 'Zürich ?>~' }),
  SignedQRCode: jwt({ data: JSON.stringify(QR_DATA), iss: 'NIC' }),
  Status: 'ACT',
  EwbNo: null,
};
const EXPECTED = {
  supplierGstin: HOST.gstin,
  buyerGstin: OTHER_STATE.gstin,
  type: 'INV' as const,
  number: INVOICE.number,
  date: INVOICE.date,
  total: paiseOf(INTER.ValDtls.TotInvVal),
};
const text = (value: unknown) => JSON.stringify(value);
const parsedAnswer = (value: unknown): IrpAnswer => {
  const answer = parseIrpAnswer(text(value));
  if ('problem' in answer) throw new Error(answer.problem);
  return answer;
};

describe('the IRP’s answer', () => {
  it('gives the IRN, the acknowledgement (its number as text) and the signed documents', () => {
    expect(parseIrpAnswer(text(ANSWER))).toEqual({
      irn: ANSWER.Irn,
      ackNo: String(ANSWER.AckNo),
      ackDate: ANSWER.AckDt,
      signedQrCode: ANSWER.SignedQRCode,
      signedInvoice: ANSWER.SignedInvoice,
    });
    expect(parseIrpAnswer(text({ ...ANSWER, AckNo: String(ANSWER.AckNo) }))).toEqual(parseIrpAnswer(text(ANSWER)));
    const { SignedInvoice: _, ...withoutInvoice } = ANSWER;
    expect(parsedAnswer(withoutInvoice).signedInvoice).toBeUndefined();
  });

  it('is read through the wrappers of GSPs and the bulk tool', () => {
    const direct = parseIrpAnswer(text(ANSWER));
    for (const wrapped of [
      { Status: 1, Data: text(ANSWER), ErrorDetails: null, InfoDtls: null },
      { Status: '1', Data: ANSWER },
      { data: ANSWER },
      { status: 1, data: text({ data: ANSWER }) },
      [ANSWER],
    ]) {
      expect(parseIrpAnswer(text(wrapped)), text(wrapped).slice(0, 40)).toEqual(direct);
    }
  });

  it('says what the portal refused', () => {
    const refusal = {
      Status: 0,
      ErrorDetails: [
        { ErrorCode: '2150', ErrorMessage: 'Duplicate IRN' },
        { ErrorCode: '2211', ErrorMessage: 'Invalid recipient GSTIN' },
      ],
      Data: null,
    };
    const answer = parseIrpAnswer(text(refusal));
    for (const { ErrorCode, ErrorMessage } of refusal.ErrorDetails) {
      expect(answer).toEqual({ problem: expect.stringContaining(`${ErrorCode} ${ErrorMessage}`) });
    }
  });

  it.each([
    ['no text', ''],
    ['text that is not JSON', 'IRN generated'],
    ['a number', '42'],
    ['an empty object', '{}'],
    ['two answers', text([ANSWER, ANSWER])],
    ['data still encrypted', text({ Status: 1, Data: 'bm90IEpTT04gYXQgYWxs' })],
    ['an IRN in capitals', text({ ...ANSWER, Irn: IRN.toUpperCase() })],
    ['an IRN of 63 characters', text({ ...ANSWER, Irn: IRN.slice(1) })],
    ['an acknowledgement of 11 digits', text({ ...ANSWER, AckNo: 11_251_000_001 })],
    ['an acknowledgement of 21 digits', text({ ...ANSWER, AckNo: '112510000012345678901' })],
    ['an acknowledgement beyond exact numbers', '{"AckNo": 11251000001234567, "Irn": "x"}'],
    ['an acknowledgement with a fraction', text({ ...ANSWER, AckNo: 112_510_000_012.5 })],
    ['an acknowledgement on 30 February', text({ ...ANSWER, AckDt: '2025-02-30 10:00:00' })],
    ['an acknowledgement time the ISO way', text({ ...ANSWER, AckDt: '2025-11-10T12:34:56' })],
    ['no signed QR code', text({ ...ANSWER, SignedQRCode: null })],
    ['a QR code of two parts', text({ ...ANSWER, SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoie30ifQ' })],
    ['a QR code not base64url', text({ ...ANSWER, SignedQRCode: 'a.b+c.d' })],
    [
      'a QR code payload not JSON',
      text({ ...ANSWER, SignedQRCode: jwt('x').replace(/\.[^.]+\./, `.${base64url('{')}.`) }),
    ],
    ['a QR code without data', text({ ...ANSWER, SignedQRCode: jwt({ iss: 'NIC' }) })],
    [
      'a QR code lacking a field',
      text({ ...ANSWER, SignedQRCode: jwt({ data: text({ ...QR_DATA, Irn: undefined }) }) }),
    ],
    ['a signed invoice not a JWT', text({ ...ANSWER, SignedInvoice: 'signed' })],
  ])('returns a problem, never throwing, for %s', (_, answer) => {
    expect(parseIrpAnswer(answer)).toEqual({ problem: expect.any(String) });
  });

  it('returns a problem for the answer cut short anywhere', () => {
    const whole = text({ Status: 1, Data: text(ANSWER) });
    for (let length = 0; length < whole.length; length += 1) {
      expect(parseIrpAnswer(whole.slice(0, length))).toEqual({ problem: expect.any(String) });
    }
  });
});

describe('the signed QR code', () => {
  it('carries the data NIC signed, given as JSON text or an object', () => {
    expect(decodeSignedQr(ANSWER.SignedQRCode)).toEqual(QR_DATA);
    expect(decodeSignedQr(jwt({ data: QR_DATA }))).toEqual(QR_DATA);
    expect(decodeSignedQr(jwt({ data: { ...QR_DATA, MainHsnCode: Number(QR_DATA.MainHsnCode) } }))).toEqual(QR_DATA);
  });

  it('names the fields its data lacks', () => {
    const { Irn: _irn, TotInvVal: _total, ...partial } = QR_DATA;
    expect(decodeSignedQr(jwt({ data: text(partial) }))).toEqual({ problem: expect.stringMatching(/Irn.*TotInvVal/) });
  });

  it('matches the document sent, or says how it differs', () => {
    const answer = parsedAnswer(ANSWER);
    expect(irpAnswerProblems(answer, EXPECTED)).toEqual([]);
    const otherNumber = 'ICEI/2526/13';
    expect(irpAnswerProblems(answer, { ...EXPECTED, number: otherNumber })).toEqual([
      `The signed QR code is for document ${QR_DATA.DocNo}, not ${otherNumber}.`,
    ]);
    const differences: [string, Parameters<typeof irpAnswerProblems>[1], IrpAnswer][] = [
      ['seller', { ...EXPECTED, supplierGstin: OTHER_STATE.gstin }, answer],
      ['dated', { ...EXPECTED, date: '2025-11-09' }, answer],
      ['total', { ...EXPECTED, total: EXPECTED.total + 1 }, answer],
      ['IRN', EXPECTED, { ...answer, irn: [...IRN].reverse().join('') }],
      ['buyer', { ...EXPECTED, buyerGstin: WITHIN_STATE.gstin }, answer],
      ['buyer', { ...EXPECTED, buyerGstin: null }, answer],
      ['type', { ...EXPECTED, type: 'CRN' }, answer],
      ['acknowledged', EXPECTED, { ...answer, ackDate: '2025-09-01 00:00:00' }],
    ];
    for (const [word, expected, given] of differences) {
      expect(irpAnswerProblems(given, expected), word).toEqual([expect.stringContaining(word)]);
    }
  });

  it('is not taken on trust when it cannot be read', () => {
    const answer = { ...parsedAnswer(ANSWER), signedQrCode: 'not.a.jwt' };
    expect(irpAnswerProblems(answer, EXPECTED)).toEqual([expect.stringMatching(/signed QR code/)]);
  });
});
