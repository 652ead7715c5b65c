import { describe, expect, it } from 'vitest';
import { splitInclusiveTotal, type Paise } from './gst';
import { gstinCheckCharacter } from './gstin';
import {
  B2CL_THRESHOLD,
  GSTR1_TABLES,
  gstr1Of,
  gstr1Reconciles,
  gstr1Upload,
  tableMoneyOf,
  type Gstr1,
  type Gstr1Table,
  type Money,
  type ReturnDocument,
  type ReturnPeriod,
  type Supply,
} from './gstr1';

const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;
// A fictional host in Karnataka (29).
const SUPPLIER = gstin('29', 'AAAAH1234K');
const HOME = '29';
const QUARTER: ReturnPeriod = { from: '2025-10-01', to: '2025-12-31' };
const MONTHS: ReturnPeriod[] = [
  { from: '2025-10-01', to: '2025-10-31' },
  { from: '2025-11-01', to: '2025-11-30' },
  { from: '2025-12-01', to: '2025-12-31' },
];
const BUYERS = {
  [HOME]: [gstin('29', 'AABCK1111A'), gstin('29', 'AABCK2222B')],
  '27': [gstin('27', 'AABCM3333C')],
  '33': [gstin('33', 'AABCT4444D'), gstin('33', 'AABCT5555E')],
};
const SEZ_UNITS = [gstin('29', 'AABCS6666F'), gstin('33', 'AABCS7777G')];
const OTHER_STATES = ['27', '33', '07', '19'];

/** mulberry32: a seeded sequence, so a failure names documents that fail again. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const inPeriod = (doc: ReturnDocument, period: ReturnPeriod) => doc.date >= period.from && doc.date <= period.to;

/** The kinds of invoice the fixture issues, each with the table it was made for. */
type Kind =
  | 'b2b-intra'
  | 'b2b-inter'
  | 'b2c-intra'
  | 'b2c-intra-large'
  | 'b2c-inter'
  | 'b2c-inter-at-threshold'
  | 'b2cl'
  | 'sez-with-tax'
  | 'sez-without-tax'
  | 'export-with-tax'
  | 'export-without-tax';
const KINDS: Record<Kind, Gstr1Table> = {
  'b2b-intra': 'b2b',
  'b2b-inter': 'b2b',
  'b2c-intra': 'b2cs',
  // Large but within the state: Table 5 is for inter-state supplies only.
  'b2c-intra-large': 'b2cs',
  'b2c-inter': 'b2cs',
  // Table 5 is for invoices above the threshold, not at it.
  'b2c-inter-at-threshold': 'b2cs',
  b2cl: 'b2cl',
  'sez-with-tax': 'b2b',
  'sez-without-tax': 'b2b',
  'export-with-tax': 'exp',
  'export-without-tax': 'exp',
};
/** A credit note's table, by its invoice's. */
const NOTE_TABLES: Record<Gstr1Table, Gstr1Table> = {
  b2b: 'cdnr',
  b2cl: 'cdnur',
  exp: 'cdnur',
  b2cs: 'b2cs',
  cdnr: 'cdnr',
  cdnur: 'cdnur',
};

type Taxation = 'intra-state' | 'inter-state' | 'none';
/** The amounts of a GST-inclusive total; "none" is a zero-rated supply under a bond (no tax charged). */
function amounts(total: Paise, ratePercent: number, taxation: Taxation) {
  const split = splitInclusiveTotal(
    total,
    taxation === 'none' ? 0 : ratePercent,
    taxation === 'none' ? 'inter-state' : taxation,
  );
  return { total, taxable: split.taxable, cgst: split.cgst, sgst: split.sgst, igst: split.igst };
}

interface Fixture {
  documents: ReturnDocument[];
  /** The table each document was made for. */
  tables: Map<string, Gstr1Table>;
  /** An invoice number of the quarter left out of the registers, as if never issued. */
  removed: string;
}

/**
 * About 400 invoices from September 2025 to January 2026 (a month either side of the quarter),
 * of every kind, and credit notes, full and partial, against about a third of them, numbered
 * consecutively by day in four series: registrations' and sponsors' invoices and credit notes.
 */
function fixture(seed: number): Fixture {
  const random = mulberry32(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const rupees = (from: number, to: number) => (from + Math.floor(random() * (to - from))) * 100;
  const kinds = Object.keys(KINDS) as Kind[];
  const drafts = Array.from({ length: 400 }, () => {
    const kind = pick(kinds);
    const ratePercent = random() < 0.15 ? 12 : 18;
    const sponsor = kind.startsWith('b2b') && random() < 0.3;
    const date = dayAfter('2025-09-01', Math.floor(random() * 153));
    const common = { date, ratePercent, sacCode: sponsor ? '998397' : '998596', sponsor, kind };
    const otherState = pick(OTHER_STATES);
    const buyerState = pick(['27', '33'] as const);
    switch (kind) {
      case 'b2b-intra':
        return {
          ...common,
          supply: 'B2B' as Supply,
          gstin: pick(BUYERS[HOME]),
          pos: HOME,
          total: rupees(500, 3_00_000),
          taxation: 'intra-state' as Taxation,
        };
      case 'b2b-inter':
        return {
          ...common,
          supply: 'B2B' as Supply,
          gstin: pick(BUYERS[buyerState]),
          pos: buyerState,
          total: rupees(500, 3_00_000),
          taxation: 'inter-state' as Taxation,
        };
      case 'b2c-intra':
        return {
          ...common,
          supply: 'B2C' as Supply,
          gstin: null,
          pos: HOME,
          total: rupees(500, 60_000),
          taxation: 'intra-state' as Taxation,
        };
      case 'b2c-intra-large':
        return {
          ...common,
          supply: 'B2C' as Supply,
          gstin: null,
          pos: HOME,
          total: B2CL_THRESHOLD + rupees(1, 4_00_000),
          taxation: 'intra-state' as Taxation,
        };
      case 'b2c-inter':
        return {
          ...common,
          supply: 'B2C' as Supply,
          gstin: null,
          pos: otherState,
          total: rupees(500, 1_00_000),
          taxation: 'inter-state' as Taxation,
        };
      case 'b2c-inter-at-threshold':
        return {
          ...common,
          supply: 'B2C' as Supply,
          gstin: null,
          pos: otherState,
          total: B2CL_THRESHOLD,
          taxation: 'inter-state' as Taxation,
        };
      case 'b2cl':
        return {
          ...common,
          supply: 'B2C' as Supply,
          gstin: null,
          pos: otherState,
          total: B2CL_THRESHOLD + 1 + Math.floor(random() * 4_00_000_00),
          taxation: 'inter-state' as Taxation,
        };
      case 'sez-with-tax':
      case 'sez-without-tax': {
        const unit = pick(SEZ_UNITS);
        // A supply to an SEZ is inter-state wherever the unit is (IGST Act s. 7(5)(b)).
        const taxation: Taxation = kind === 'sez-with-tax' ? 'inter-state' : 'none';
        return {
          ...common,
          supply: (kind === 'sez-with-tax' ? 'SEZWP' : 'SEZWOP') as Supply,
          gstin: unit,
          pos: unit.slice(0, 2),
          total: rupees(500, 3_00_000),
          taxation,
        };
      }
      case 'export-with-tax':
      case 'export-without-tax': {
        const taxation: Taxation = kind === 'export-with-tax' ? 'inter-state' : 'none';
        return {
          ...common,
          supply: (kind === 'export-with-tax' ? 'EXPWP' : 'EXPWOP') as Supply,
          gstin: null,
          pos: '96',
          total: rupees(500, 3_00_000),
          taxation,
        };
      }
    }
  }).sort((a, b) => a.date.localeCompare(b.date));

  const counters = new Map<string, number>();
  const next = (head: string) => {
    const sequence = (counters.get(head) ?? 0) + 1;
    counters.set(head, sequence);
    return `${head}${sequence}`;
  };
  const tables = new Map<string, Gstr1Table>();
  const invoices = drafts.map((draft) => {
    const number = next(draft.sponsor ? 'SPON/2526/' : 'ICEI/2526/');
    tables.set(number, KINDS[draft.kind]);
    const doc: ReturnDocument = {
      type: 'invoice',
      number,
      date: draft.date,
      recipient: `Buyer of ${number}`,
      gstin: draft.gstin,
      supply: draft.supply,
      placeOfSupply: draft.pos,
      sacCode: draft.sacCode,
      ratePercent: draft.ratePercent,
      ...amounts(draft.total, draft.ratePercent, draft.taxation),
      against: null,
    };
    return { doc, taxation: draft.taxation, sponsor: draft.sponsor };
  });

  const noteDrafts = invoices
    .filter(() => random() < 0.35)
    .map(({ doc: invoice, taxation, sponsor }) => {
      const full = random() < 0.5;
      const total = full ? invoice.total : 1 + Math.floor(random() * (invoice.total - 1));
      const date = [dayAfter(invoice.date, Math.floor(random() * 45)), '2026-01-31'].sort()[0] ?? invoice.date;
      return { invoice, taxation, sponsor, total, date };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  const notes = noteDrafts.map(({ invoice, taxation, sponsor, total, date }): ReturnDocument => {
    // Both ways our credit notes have been numbered.
    const number = next(sponsor ? 'SPON/CN/2526/' : 'ICEI/2526/C');
    tables.set(number, NOTE_TABLES[tables.get(invoice.number) ?? 'b2cs']);
    return {
      ...invoice,
      type: 'credit-note',
      number,
      date,
      ...(total === invoice.total ? {} : amounts(total, invoice.ratePercent, taxation)),
      against: { number: invoice.number, date: invoice.date, supply: invoice.supply, total: invoice.total },
    };
  });

  const credited = new Set(notes.map((note) => note.against?.number));
  const quarterInvoices = invoices.filter(
    ({ doc, sponsor }) => inPeriod(doc, QUARTER) && !sponsor && !credited.has(doc.number),
  );
  const removed = quarterInvoices[Math.floor(quarterInvoices.length / 2)]?.doc.number ?? '';
  const documents = [...invoices.map(({ doc }) => doc), ...notes].filter((doc) => doc.number !== removed);
  return { documents, tables, removed };
}

const FIXTURE = fixture(20251231);
const RETURN = gstr1Of({ supplierGstin: SUPPLIER, period: QUARTER, documents: FIXTURE.documents });
const QUARTER_DOCUMENTS = FIXTURE.documents.filter((doc) => inPeriod(doc, QUARTER));

const sign = (doc: ReturnDocument, table: Gstr1Table) => (table === 'b2cs' && doc.type === 'credit-note' ? -1 : 1);
function moneyOf(docs: readonly ReturnDocument[], signOf: (doc: ReturnDocument) => number = () => 1): Money {
  const money = { taxable: 0, igst: 0, cgst: 0, sgst: 0, value: 0 };
  for (const doc of docs) {
    money.taxable += signOf(doc) * doc.taxable;
    money.igst += signOf(doc) * doc.igst;
    money.cgst += signOf(doc) * doc.cgst;
    money.sgst += signOf(doc) * doc.sgst;
    money.value += signOf(doc) * doc.total;
  }
  return money;
}
const netOf = (docs: readonly ReturnDocument[]) => moneyOf(docs, (doc) => (doc.type === 'credit-note' ? -1 : 1));

/** Every invoice and credit note the return lists one by one, with the table it is in. */
function listed(ret: Gstr1) {
  return [
    ...ret.b2b.flatMap((group) => group.inv.map((inv) => ({ table: 'b2b', number: inv.inum, date: inv.idt }))),
    ...ret.b2cl.flatMap((group) => group.inv.map((inv) => ({ table: 'b2cl', number: inv.inum, date: inv.idt }))),
    ...ret.exp.flatMap((group) => group.inv.map((inv) => ({ table: 'exp', number: inv.inum, date: inv.idt }))),
    ...ret.cdnr.flatMap((group) => group.nt.map((nt) => ({ table: 'cdnr', number: nt.nt_num, date: nt.nt_dt }))),
    ...ret.cdnur.map((nt) => ({ table: 'cdnur', number: nt.nt_num, date: nt.nt_dt })),
  ];
}

describe('GSTR-1 of a quarter', () => {
  it('has something in every table, and credit notes against every kind of invoice (or the rest would prove little)', () => {
    for (const table of GSTR1_TABLES) {
      expect(QUARTER_DOCUMENTS.filter((doc) => FIXTURE.tables.get(doc.number) === table).length, table).toBeGreaterThan(
        3,
      );
    }
    const notedTables = new Set(
      QUARTER_DOCUMENTS.filter((doc) => doc.against).map((doc) => FIXTURE.tables.get(doc.against?.number ?? '')),
    );
    expect([...notedTables].sort()).toEqual(['b2b', 'b2cl', 'b2cs', 'exp']);
    expect(FIXTURE.documents.length - QUARTER_DOCUMENTS.length).toBeGreaterThan(50);
  });

  it('is the supplier’s, for the period’s last month (MMYYYY)', () => {
    expect(RETURN).toMatchObject({ gstin: SUPPLIER, version: 'GST3.2', hash: 'hash' });
    for (const period of [QUARTER, ...MONTHS]) {
      const ret = gstr1Of({ supplierGstin: SUPPLIER, period, documents: FIXTURE.documents });
      expect(ret.fp).toBe(`${period.to.slice(5, 7)}${period.to.slice(0, 4)}`);
    }
  });

  it('puts each table’s documents in it, and its totals are theirs to the paisa', () => {
    const fromJson = tableMoneyOf(RETURN);
    for (const table of GSTR1_TABLES) {
      const members = QUARTER_DOCUMENTS.filter((doc) => FIXTURE.tables.get(doc.number) === table);
      const expected = moneyOf(members, (doc) => sign(doc, table));
      expect(RETURN.summary.tables[table], table).toEqual({ documents: members.length, ...expected });
      expect(fromJson[table], table).toEqual(expected);
    }
  });

  it('reconciles: its tables, credit notes deducted, are the period’s invoices less credit notes, to the paisa', () => {
    const { reconciliation } = RETURN.summary;
    expect(reconciliation.net).toEqual(netOf(QUARTER_DOCUMENTS));
    expect(reconciliation.invoiced.documents + reconciliation.credited.documents).toBe(QUARTER_DOCUMENTS.length);
    expect(RETURN.summary.reconciles).toBe(true);
    expect(gstr1Reconciles(RETURN)).toBe(true);
    // The check is not vacuous: a paisa moved in the JSON breaks it.
    const tampered = structuredClone(RETURN);
    const first = tampered.b2b[0]?.inv[0];
    if (first) first.val = Math.round(first.val * 100 + 1) / 100;
    expect(gstr1Reconciles(tampered)).toBe(false);
  });

  it('adds up month by month to the quarter', () => {
    const months = MONTHS.map(
      (period) => gstr1Of({ supplierGstin: SUPPLIER, period, documents: FIXTURE.documents }).summary,
    );
    for (const summary of months) expect(summary.reconciles).toBe(true);
    for (const figure of ['taxable', 'igst', 'cgst', 'sgst', 'value'] as const) {
      expect(months.reduce((sum, summary) => sum + summary.reconciliation.net[figure], 0)).toBe(
        RETURN.summary.reconciliation.net[figure],
      );
    }
  });

  it('lists every B2B and SEZ invoice once, under its buyer’s GSTIN, SEZ ones as SEWP or SEWOP', () => {
    const invoices = RETURN.b2b.flatMap((group) => group.inv.map((inv) => ({ ctin: group.ctin, ...inv })));
    const registered = QUARTER_DOCUMENTS.filter(
      (doc) => doc.type === 'invoice' && ['B2B', 'SEZWP', 'SEZWOP'].includes(doc.supply),
    );
    expect(invoices.map((inv) => inv.inum).sort()).toEqual(registered.map((doc) => doc.number).sort());
    const types: Partial<Record<Supply, string>> = { B2B: 'R', SEZWP: 'SEWP', SEZWOP: 'SEWOP' };
    for (const doc of registered) {
      const inv = invoices.find((candidate) => candidate.inum === doc.number);
      expect(inv).toMatchObject({ ctin: doc.gstin, inv_typ: types[doc.supply], pos: doc.placeOfSupply, rchrg: 'N' });
    }
    expect(new Set(RETURN.b2b.map((group) => group.ctin)).size).toBe(RETURN.b2b.length);
  });

  it('lists each document of the period at most once, none of another period, dated DD-MM-YYYY', () => {
    const rows = listed(RETURN);
    const byNumber = new Map(FIXTURE.documents.map((doc) => [doc.number, doc]));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    for (const row of rows) {
      const doc = byNumber.get(row.number);
      expect(doc && inPeriod(doc, QUARTER), row.number).toBe(true);
      expect(row.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(row.date.split('-').reverse().join('-')).toBe(doc?.date);
      expect(row.table).toBe(FIXTURE.tables.get(row.number));
    }
    // Only Table 7's documents go unlisted: it is a sum.
    const unlisted = QUARTER_DOCUMENTS.filter((doc) => !rows.some((row) => row.number === doc.number));
    expect(new Set(unlisted.map((doc) => FIXTURE.tables.get(doc.number)))).toEqual(new Set(['b2cs']));
  });

  it('leaves a credit note against a B2CS invoice out of 9B: it reduces Table 7 of its own period', () => {
    const againstSmall = QUARTER_DOCUMENTS.filter(
      (doc) => doc.against && FIXTURE.tables.get(doc.against.number) === 'b2cs',
    );
    expect(againstSmall.length).toBeGreaterThan(0);
    const notes = new Set([...RETURN.cdnr.flatMap((group) => group.nt), ...RETURN.cdnur].map((nt) => nt.nt_num));
    for (const doc of againstSmall) expect(notes.has(doc.number), doc.number).toBe(false);
    // An invoice of September and its credit note of October: October's Table 7 is negative.
    const september = FIXTURE.documents.find(
      (doc) => doc.type === 'invoice' && doc.supply === 'B2C' && doc.placeOfSupply === HOME && doc.date < QUARTER.from,
    );
    if (!september) throw new Error('The fixture has a small B2C invoice of September.');
    const note: ReturnDocument = {
      ...september,
      type: 'credit-note',
      number: 'ICEI/2526/C999',
      date: '2025-10-15',
      against: { number: september.number, date: september.date, supply: 'B2C', total: september.total },
    };
    const october = gstr1Of({ supplierGstin: SUPPLIER, period: MONTHS[0] ?? QUARTER, documents: [september, note] });
    expect(october.b2cs).toEqual([
      expect.objectContaining({
        sply_ty: 'INTRA',
        pos: HOME,
        txval: -note.taxable / 100,
        camt: -note.cgst / 100,
        samt: -note.sgst / 100,
      }),
    ]);
    expect(october.summary.reconciles).toBe(true);
  });

  it('sends a credit note against a large B2C or an export invoice to 9B unregistered, with its kind; an export’s without a place', () => {
    for (const nt of RETURN.cdnur) {
      const doc = QUARTER_DOCUMENTS.find((candidate) => candidate.number === nt.nt_num);
      const supply = doc?.against?.supply;
      if (supply === 'EXPWP' || supply === 'EXPWOP') {
        expect(nt.typ).toBe(supply);
        expect(nt).not.toHaveProperty('pos');
      } else {
        expect(nt).toMatchObject({ typ: 'B2CL', pos: doc?.placeOfSupply });
      }
    }
  });

  it('sums Table 7 by kind of supply, place and rate: intra-state where the place is the supplier’s state', () => {
    const keys = RETURN.b2cs.map((row) => `${row.sply_ty} ${row.pos} ${row.rt}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of RETURN.b2cs) {
      expect(row.sply_ty).toBe(row.pos === HOME ? 'INTRA' : 'INTER');
      if (row.sply_ty === 'INTRA') expect(row.iamt).toBe(0);
      else expect([row.camt, row.samt]).toEqual([0, 0]);
    }
  });

  it('draws the line of Table 5 above the threshold of the invoice’s day: ₹1 lakh from August 2024, ₹2.5 lakh before', () => {
    const invoice = (number: string, date: string, total: Paise, pos: string): ReturnDocument => ({
      type: 'invoice',
      number,
      date,
      recipient: 'A delegate',
      gstin: null,
      supply: 'B2C',
      placeOfSupply: pos,
      sacCode: '998596',
      ratePercent: 18,
      ...amounts(total, 18, pos === HOME ? 'intra-state' : 'inter-state'),
      against: null,
    });
    const noteOf = (of: ReturnDocument, number: string): ReturnDocument => ({
      ...of,
      type: 'credit-note',
      number,
      date: '2025-10-20',
      against: { number: of.number, date: of.date, supply: of.supply, total: of.total },
    });
    const atThreshold = invoice('T/2526/1', '2025-10-01', B2CL_THRESHOLD, '27');
    const above = invoice('T/2526/2', '2025-10-01', B2CL_THRESHOLD + 1, '27');
    const withinState = invoice('T/2526/3', '2025-10-01', 5 * B2CL_THRESHOLD, HOME);
    const oldSmall = invoice('T/2425/1', '2024-07-31', 2 * B2CL_THRESHOLD, '27');
    const oldLarge = invoice('T/2425/2', '2024-07-31', 2.5 * B2CL_THRESHOLD + 1, '27');
    const ret = gstr1Of({
      supplierGstin: SUPPLIER,
      period: { from: '2025-10-01', to: '2025-10-31' },
      documents: [
        atThreshold,
        above,
        withinState,
        oldSmall,
        oldLarge,
        noteOf(oldSmall, 'T/2526/C1'),
        noteOf(oldLarge, 'T/2526/C2'),
      ],
    });
    expect(ret.b2cl.flatMap((group) => group.inv.map((inv) => inv.inum))).toEqual([above.number]);
    expect(ret.cdnur.map((nt) => nt.nt_num)).toEqual(['T/2526/C2']);
    expect(ret.summary.tables.b2cs.documents).toBe(3);
    expect(ret.summary.reconciles).toBe(true);
  });

  it('writes every amount in rupees to two decimals at most', () => {
    const figures: number[] = [];
    const walk = (value: unknown, key = ''): void => {
      if (Array.isArray(value)) value.forEach((item) => walk(item));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([name, item]) => walk(item, name));
      else if (['val', 'txval', 'iamt', 'camt', 'samt', 'csamt'].includes(key)) figures.push(value as number);
    };
    walk(gstr1Upload(RETURN));
    expect(figures.length).toBeGreaterThan(500);
    for (const amount of figures) expect(String(amount)).toMatch(/^-?\d+(\.\d{1,2})?$/);
  });

  it('summarises by SAC and rate, B2B and B2C tabs making up the whole, invoices less credit notes', () => {
    const { data, hsn_b2b, hsn_b2c } = RETURN.hsn;
    const keyOf = (row: { hsn_sc: string; rt: number }) => `${row.hsn_sc} ${row.rt}`;
    expect(new Set(data.map(keyOf)).size).toBe(data.length);
    for (const rows of [data, hsn_b2b, hsn_b2c]) expect(rows.map((row) => row.num)).toEqual(rows.map((_, n) => n + 1));
    const totalOf = (rows: typeof data) => {
      const paise = (rupees: number) => Math.round(rupees * 100);
      const sum = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      for (const row of rows) {
        sum.taxable += paise(row.txval);
        sum.igst += paise(row.iamt);
        sum.cgst += paise(row.camt);
        sum.sgst += paise(row.samt);
      }
      return sum;
    };
    const { value: _value, ...net } = netOf(QUARTER_DOCUMENTS);
    expect(totalOf(data)).toEqual(net);
    const { value: _registeredValue, ...registered } = netOf(QUARTER_DOCUMENTS.filter((doc) => doc.gstin));
    expect(totalOf(hsn_b2b)).toEqual(registered);
    for (const row of data) {
      const parts = [...hsn_b2b, ...hsn_b2c].filter((part) => keyOf(part) === keyOf(row));
      expect(totalOf(parts), keyOf(row)).toEqual(totalOf([row]));
    }
  });

  it('counts the documents issued by series, and a number missing from one as cancelled, saying why', () => {
    const [invoices, notes] = RETURN.doc_issue.doc_det;
    expect([invoices?.doc_num, notes?.doc_num]).toEqual([1, 5]);
    const issued = (type: ReturnDocument['type']) => QUARTER_DOCUMENTS.filter((doc) => doc.type === type).length;
    const netIssue = (rows: typeof invoices) => (rows?.docs ?? []).reduce((sum, row) => sum + row.net_issue, 0);
    expect(netIssue(invoices)).toBe(issued('invoice'));
    expect(netIssue(notes)).toBe(issued('credit-note'));
    // One row per series: registrations' and sponsors' invoices, and both ways of numbering credit notes.
    expect(invoices?.docs.map((row) => row.from.replace(/\d+$/, ''))).toEqual(['ICEI/2526/', 'SPON/2526/']);
    expect(notes?.docs.map((row) => row.from.replace(/\d+$/, ''))).toEqual(['ICEI/2526/C', 'SPON/CN/2526/']);
    const numbers = new Set(QUARTER_DOCUMENTS.map((doc) => doc.number));
    for (const row of [...(invoices?.docs ?? []), ...(notes?.docs ?? [])]) {
      expect(numbers.has(row.from) && numbers.has(row.to)).toBe(true);
      expect(row.totnum - row.cancel).toBe(row.net_issue);
      // Only the registrations' invoices lack a number: the one the fixture removed.
      expect(row.cancel, row.from).toBe(row === invoices?.docs[0] ? 1 : 0);
    }
    expect(RETURN.explanations).toEqual([
      `${FIXTURE.removed} is missing from the series: no document of that number was issued`,
    ]);
  });

  it('uploads the portal’s fields only, Table 12 in the form of the period', () => {
    const upload = gstr1Upload(RETURN);
    expect(Object.keys(upload).sort()).toEqual(
      ['gstin', 'fp', 'version', 'hash', ...GSTR1_TABLES, 'hsn', 'doc_issue'].sort(),
    );
    expect(upload.hsn).toEqual({ hsn_b2b: RETURN.hsn.hsn_b2b, hsn_b2c: RETURN.hsn.hsn_b2c });
    const april = gstr1Of({
      supplierGstin: SUPPLIER,
      period: { from: '2025-04-01', to: '2025-04-30' },
      documents: FIXTURE.documents.map((doc) => ({ ...doc, date: doc.date.replace(/^2025-10/, '2025-04') })),
    });
    expect(gstr1Upload(april).hsn).toEqual({ data: april.hsn.data });
    const empty = gstr1Upload(gstr1Of({ supplierGstin: SUPPLIER, period: MONTHS[0] ?? QUARTER, documents: [] }));
    expect(Object.keys(empty).sort()).toEqual(['fp', 'gstin', 'hash', 'hsn', 'version']);
  });

  it('refuses a period that is not a month or a quarter, and documents it cannot place', () => {
    for (const period of [
      { from: '2025-10-01', to: '2025-11-30' },
      { from: '2025-11-01', to: '2026-01-31' },
      { from: '2025-10-02', to: '2025-10-31' },
      { from: '2025-10-01', to: '2025-10-30' },
      { from: '2025-10', to: '2025-10-31' },
    ]) {
      expect(() => gstr1Of({ supplierGstin: SUPPLIER, period, documents: [] }), JSON.stringify(period)).toThrow(
        RangeError,
      );
    }
    const someInvoice = QUARTER_DOCUMENTS.find((doc) => doc.type === 'invoice' && doc.supply === 'B2B');
    const someNote = QUARTER_DOCUMENTS.find((doc) => doc.type === 'credit-note');
    if (!someInvoice || !someNote) throw new Error('The fixture has B2B invoices and credit notes.');
    for (const wrong of [
      { ...someInvoice, gstin: null },
      { ...someInvoice, total: someInvoice.total + 1 },
      { ...someNote, against: null },
    ]) {
      expect(() => gstr1Of({ supplierGstin: SUPPLIER, period: QUARTER, documents: [wrong] })).toThrow(RangeError);
    }
    expect(() =>
      gstr1Of({ supplierGstin: SUPPLIER, period: QUARTER, documents: [someInvoice, { ...someInvoice }] }),
    ).toThrow(/twice/);
  });
});
