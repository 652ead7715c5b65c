// GSTR-1, the return of outward supplies (CGST Act s. 37, CGST Rules rule 59), made from the
// accounts registers of a month or a quarter, in the JSON the GST portal's offline tool makes and
// its upload accepts ("GST3.2"). Its tables: 4A, supplies to registered buyers (b2b), with 6B,
// supplies to SEZs, which the portal files in b2b as inv_typ SEWP/SEWOP; 5, inter-state B2C
// invoices above a threshold (b2cl); 6A, exports (exp); 7, every other B2C supply, summed (b2cs);
// 9B, credit notes to registered (cdnr) and unregistered buyers (cdnur); 12, the summary by
// HSN/SAC (hsn); 13, the documents issued (doc_issue). Pure: sums are in paise; rupees appear only
// in the JSON, each figure converted once, at the end.
import type { Paise } from './gst';
import type {
  Rupees,
  ItemDetail,
  IgstItemDetail,
  Item,
  InvoiceType,
  B2csRow,
  HsnRow,
  DocumentSeriesRow,
  Gstr1Json,
} from './gstr1-json';

import type { Supply } from './invoice';

export type { Supply };

/** A tax invoice or credit note of the registers, as the return reads it. */
export interface ReturnDocument {
  type: 'invoice' | 'credit-note';
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  recipient: string;
  /** The buyer's GSTIN when registered. */
  gstin: string | null;
  supply: Supply;
  /** The GST state code of the place of supply; "96" outside India. */
  placeOfSupply: string;
  sacCode: string;
  ratePercent: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
  /** A credit note's: the invoice it reduces. */
  against: { number: string; date: string; supply: Supply; total: Paise } | null;
}

/** First and last day (YYYY-MM-DD, inclusive) of a month, or of a quarter for a quarterly filer (QRMP). */
export interface ReturnPeriod {
  from: string;
  to: string;
}

/**
 * Table 5 takes an inter-state B2C invoice of a value above this: ₹1 lakh since 1 August 2024
 * (Notification 12/2024-Central Tax, amending rule 59(4)(b)); ₹2.5 lakh for invoices before, which
 * a credit note issued now may still reduce.
 */
export const B2CL_THRESHOLD: Paise = 1_00_000_00;
const B2CL_THRESHOLD_UNTIL_JULY_2024: Paise = 2_50_000_00;
const B2CL_THRESHOLD_LOWERED_ON = '2024-08-01';

export const b2clThresholdOn = (invoiceDate: string): Paise =>
  invoiceDate < B2CL_THRESHOLD_LOWERED_ON ? B2CL_THRESHOLD_UNTIL_JULY_2024 : B2CL_THRESHOLD;

/** From this return period the portal reads Table 12 in two tabs, B2B and B2C (GSTN's advisory on Phase-III). */
const HSN_SPLIT_FROM_PERIOD = '2025-05';

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'exp';
export const GSTR1_TABLES: readonly Gstr1Table[] = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp'];

export interface Money {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  /** Taxable value and taxes: the documents' totals. */
  value: Paise;
}
export interface Sums extends Money {
  documents: number;
}

export interface Gstr1Summary {
  /**
   * What each table holds, in paise: credit notes' tables as positive figures (the return deducts
   * them); b2cs net of the credit notes it absorbs, counting both.
   */
  tables: Record<Gstr1Table, Sums>;
  /** The period's invoices and credit notes summed directly, whatever table they went to. */
  reconciliation: { invoiced: Sums; credited: Sums; net: Money };
  /** Whether the JSON's tables add up to the net to the paisa (gstr1Reconciles). */
  reconciles: boolean;
}

export interface Gstr1 extends Gstr1Json {
  summary: Gstr1Summary;
  /** A sentence for each number missing from a series, which Table 13 counts as cancelled. */
  explanations: string[];
}

const INVOICE_TYPES: Partial<Record<Supply, InvoiceType>> = { B2B: 'R', SEZWP: 'SEWP', SEZWOP: 'SEWOP' };
const isRegisteredSupply = (supply: Supply) => supply in INVOICE_TYPES;
const isExport = (supply: Supply): supply is 'EXPWP' | 'EXPWOP' => supply === 'EXPWP' || supply === 'EXPWOP';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "07-11-2025": the portal's dates. */
const portalDate = (day: string) => day.split('-').reverse().join('-');

/** 12345 → 123.45: dividing an integer by 100 gives the double nearest the two-decimal figure. */
const rupees = (paise: Paise): Rupees => paise / 100;
const paiseOf = (amount: Rupees): Paise => Math.round(amount * 100);

const ZERO: Money = { taxable: 0, igst: 0, cgst: 0, sgst: 0, value: 0 };
const moneyOf = (doc: ReturnDocument): Money => ({
  taxable: doc.taxable,
  igst: doc.igst,
  cgst: doc.cgst,
  sgst: doc.sgst,
  value: doc.total,
});
const plus = (a: Money, b: Money, sign = 1): Money => ({
  taxable: a.taxable + sign * b.taxable,
  igst: a.igst + sign * b.igst,
  cgst: a.cgst + sign * b.cgst,
  sgst: a.sgst + sign * b.sgst,
  value: a.value + sign * b.value,
});
const sumsOf = (docs: readonly ReturnDocument[], sign: (doc: ReturnDocument) => number = () => 1): Sums => ({
  documents: docs.length,
  ...docs.reduce((sums, doc) => plus(sums, moneyOf(doc), sign(doc)), ZERO),
});

/** The period's last month as the portal writes it, once the period is a whole month or quarter. */
function returnPeriodMonth({ from, to }: ReturnPeriod): string {
  const [, fromYear, fromMonth, fromDay] = (ISO_DAY.exec(from) ?? []).map(Number);
  const [, toYear, toMonth, toDay] = (ISO_DAY.exec(to) ?? []).map(Number);
  if (!fromYear || !fromMonth || !toYear || !toMonth || !toDay) {
    throw new RangeError(`A period from and to a day as YYYY-MM-DD, not ${from} to ${to}.`);
  }
  const months = toYear * 12 + toMonth - (fromYear * 12 + fromMonth) + 1;
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  // Quarters of the financial year start in April, July, October and January.
  const whole = fromDay === 1 && toDay === lastDay && (months === 1 || (months === 3 && (fromMonth - 1) % 3 === 0));
  if (!whole) throw new RangeError(`A return is of a month or a quarter, not ${from} to ${to}.`);
  return `${String(toMonth).padStart(2, '0')}${toYear}`;
}

/** Refuses a document the return cannot place or whose figures do not add up. */
function checkDocument(doc: ReturnDocument): void {
  const figures = [doc.taxable, doc.cgst, doc.sgst, doc.igst, doc.total];
  if (!figures.every((figure) => Number.isSafeInteger(figure) && figure >= 0)) {
    throw new RangeError(`${doc.number}: amounts in paise, whole and not negative.`);
  }
  if (doc.taxable + doc.cgst + doc.sgst + doc.igst !== doc.total) {
    throw new RangeError(`${doc.number}: its taxable value and taxes do not add up to its total.`);
  }
  if (!ISO_DAY.test(doc.date)) throw new RangeError(`${doc.number}: a date as YYYY-MM-DD, not ${doc.date}.`);
  if (doc.type === 'credit-note' && !doc.against) {
    // Rule 53: a credit note names the invoice it reduces, and that invoice decides its table.
    throw new RangeError(`${doc.number}: a credit note names the invoice it reduces.`);
  }
  const supply = doc.against?.supply ?? doc.supply;
  if (isRegisteredSupply(supply) && !doc.gstin) {
    throw new RangeError(`${doc.number}: a ${supply} supply is to a registered buyer, and has no GSTIN.`);
  }
}

/** Where a document goes. A B2C supply is large (Table 5) when inter-state and above the threshold of its invoice's day. */
function tableOf(doc: ReturnDocument, supplierState: string): Gstr1Table {
  const invoice = doc.against ?? doc;
  const note = doc.type === 'credit-note';
  if (isRegisteredSupply(invoice.supply)) return note ? 'cdnr' : 'b2b';
  if (isExport(invoice.supply)) return note ? 'cdnur' : 'exp';
  const large = doc.placeOfSupply !== supplierState && invoice.total > b2clThresholdOn(invoice.date);
  if (large) return note ? 'cdnur' : 'b2cl';
  // A credit note against a B2CS invoice is not reported on its own: the portal has it reduce
  // Table 7's figures of the period it is issued in, which may then be negative.
  return 'b2cs';
}

const itemDetail = (doc: ReturnDocument): ItemDetail => ({
  txval: rupees(doc.taxable),
  rt: doc.ratePercent,
  iamt: rupees(doc.igst),
  camt: rupees(doc.cgst),
  samt: rupees(doc.sgst),
  csamt: 0,
});
const igstItemDetail = (doc: ReturnDocument): IgstItemDetail => ({
  txval: rupees(doc.taxable),
  rt: doc.ratePercent,
  iamt: rupees(doc.igst),
  csamt: 0,
});
// One item per rate; a document of ours has one rate, so one item.
const items = <Detail>(detail: Detail): Item<Detail>[] => [{ num: 1, itm_det: detail }];

/** Groups in the order of their keys, each group's documents in the order given. */
function groupsOf<Key extends string>(docs: readonly ReturnDocument[], keyOf: (doc: ReturnDocument) => Key) {
  const groups = new Map<Key, ReturnDocument[]>();
  for (const doc of docs) groups.set(keyOf(doc), [...(groups.get(keyOf(doc)) ?? []), doc]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const isZero = (money: Money) => Object.values(money).every((figure) => figure === 0);

/** Table 7: the period's small B2C invoices less their credit notes, by kind of supply, place and rate. */
function b2csOf(docs: readonly ReturnDocument[], supplierState: string): B2csRow[] {
  const rows = new Map<string, { row: Omit<B2csRow, keyof ItemDetail>; rt: number; money: Money }>();
  for (const doc of docs) {
    const sply_ty = doc.placeOfSupply === supplierState ? 'INTRA' : 'INTER';
    const key = [sply_ty, doc.placeOfSupply, doc.ratePercent].join('|');
    const entry = rows.get(key) ?? {
      row: { sply_ty, pos: doc.placeOfSupply, typ: 'OE' as const },
      rt: doc.ratePercent,
      money: ZERO,
    };
    rows.set(key, { ...entry, money: plus(entry.money, moneyOf(doc), doc.type === 'credit-note' ? -1 : 1) });
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .filter(([, { money }]) => !isZero(money))
    .map(([, { row, rt, money }]) => ({
      ...row,
      rt,
      txval: rupees(money.taxable),
      iamt: rupees(money.igst),
      camt: rupees(money.cgst),
      samt: rupees(money.sgst),
      csamt: 0,
    }));
}

/**
 * Table 12: taxable value and taxes by SAC and rate, the period's invoices less its credit notes.
 * Services have no quantity: uqc "NA", qty 0. The description is left empty: since May 2025 the
 * portal takes it from its own HSN list. The B2B tab holds supplies to a buyer with a GSTIN (SEZ
 * units included), the B2C tab everything else (exports included).
 */
function hsnRowsOf(docs: readonly ReturnDocument[]): HsnRow[] {
  const rows = new Map<string, { sac: string; rt: number; money: Money }>();
  for (const doc of docs) {
    const key = `${doc.sacCode}|${doc.ratePercent}`;
    const entry = rows.get(key) ?? { sac: doc.sacCode, rt: doc.ratePercent, money: ZERO };
    rows.set(key, { ...entry, money: plus(entry.money, moneyOf(doc), doc.type === 'credit-note' ? -1 : 1) });
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .filter(([, { money }]) => !isZero(money))
    .map(([, { sac, rt, money }], index) => ({
      num: index + 1,
      hsn_sc: sac,
      desc: '',
      uqc: 'NA',
      qty: 0,
      txval: rupees(money.taxable),
      iamt: rupees(money.igst),
      camt: rupees(money.cgst),
      samt: rupees(money.sgst),
      csamt: 0,
      rt,
    }));
}

/** "ICEI/2526/12" → "ICEI/2526/" and 12; "ICEI/2526/C3" → "ICEI/2526/C" and 3; "ICEI/CN/2526/3" alike. */
function seriesPartsOf(number: string): { head: string; sequence: number } {
  const match = /^(.*\D)(\d+)$/.exec(number);
  if (!match?.[1] || !match[2]) throw new RangeError(`"${number}" does not end in its sequence number.`);
  return { head: match[1], sequence: Number(match[2]) };
}

/**
 * Table 13: one row per series, from its lowest number in the period to its highest. Our numbers
 * are consecutive and a document is never cancelled (a credit note corrects it), so a number
 * missing in between is what the table calls cancelled, and the accounts section must explain it.
 */
function documentsIssuedOf(docs: readonly ReturnDocument[]) {
  const explanations: string[] = [];
  const doc_det: Gstr1Json['doc_issue']['doc_det'] = [];
  for (const [type, doc_num] of [
    ['invoice', 1],
    ['credit-note', 5],
  ] as const) {
    const series = new Map<string, Set<number>>();
    for (const doc of docs.filter((candidate) => candidate.type === type)) {
      const { head, sequence } = seriesPartsOf(doc.number);
      const numbers = series.get(head) ?? new Set<number>();
      if (numbers.has(sequence)) throw new RangeError(`${doc.number} is in the registers twice.`);
      series.set(head, numbers.add(sequence));
    }
    const rows = [...series.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([head, numbers], index): DocumentSeriesRow => {
        const sorted = [...numbers].sort((a, b) => a - b);
        const from = sorted[0] ?? 0;
        const to = sorted[sorted.length - 1] ?? 0;
        for (let sequence = from + 1; sequence < to; sequence += 1) {
          if (!numbers.has(sequence)) {
            explanations.push(`${head}${sequence} is missing from the series: no document of that number was issued`);
          }
        }
        const totnum = to - from + 1;
        return {
          num: index + 1,
          from: `${head}${from}`,
          to: `${head}${to}`,
          totnum,
          cancel: totnum - numbers.size,
          net_issue: numbers.size,
        };
      });
    if (rows.length > 0) doc_det.push({ doc_num, docs: rows });
  }
  return { doc_issue: { doc_det }, explanations };
}

/** The return of `period` for the supplier: its documents dated outside the period are left out. */
export function gstr1Of(input: {
  supplierGstin: string;
  period: ReturnPeriod;
  documents: readonly ReturnDocument[];
}): Gstr1 {
  const fp = returnPeriodMonth(input.period);
  const supplierState = input.supplierGstin.slice(0, 2);
  const docs = input.documents.filter((doc) => doc.date >= input.period.from && doc.date <= input.period.to);
  docs.forEach(checkDocument);
  // By day, then number: the order of issue.
  const ordered = [...docs].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number, 'en', { numeric: true }),
  );
  const byTable = Object.fromEntries(GSTR1_TABLES.map((table) => [table, [] as ReturnDocument[]])) as Record<
    Gstr1Table,
    ReturnDocument[]
  >;
  for (const doc of ordered) byTable[tableOf(doc, supplierState)].push(doc);

  const invoiceTypeOf = (doc: ReturnDocument) => INVOICE_TYPES[(doc.against ?? doc).supply] ?? 'R';
  const { doc_issue, explanations } = documentsIssuedOf(ordered);
  const json: Gstr1Json = {
    gstin: input.supplierGstin,
    fp,
    version: 'GST3.2',
    hash: 'hash',
    b2b: groupsOf(byTable.b2b, (doc) => doc.gstin ?? '').map(([ctin, invoices]) => ({
      ctin,
      inv: invoices.map((doc) => ({
        inum: doc.number,
        idt: portalDate(doc.date),
        val: rupees(doc.total),
        pos: doc.placeOfSupply,
        rchrg: 'N',
        inv_typ: invoiceTypeOf(doc),
        itms: items(itemDetail(doc)),
      })),
    })),
    b2cl: groupsOf(byTable.b2cl, (doc) => doc.placeOfSupply).map(([pos, invoices]) => ({
      pos,
      inv: invoices.map((doc) => ({
        inum: doc.number,
        idt: portalDate(doc.date),
        val: rupees(doc.total),
        itms: items(igstItemDetail(doc)),
      })),
    })),
    b2cs: b2csOf(byTable.b2cs, supplierState),
    cdnr: groupsOf(byTable.cdnr, (doc) => doc.gstin ?? '').map(([ctin, notes]) => ({
      ctin,
      nt: notes.map((doc) => ({
        ntty: 'C',
        nt_num: doc.number,
        nt_dt: portalDate(doc.date),
        val: rupees(doc.total),
        pos: doc.placeOfSupply,
        rchrg: 'N',
        inv_typ: invoiceTypeOf(doc),
        itms: items(itemDetail(doc)),
      })),
    })),
    cdnur: byTable.cdnur.map((doc) => {
      const supply = doc.against?.supply ?? doc.supply;
      return {
        typ: isExport(supply) ? supply : 'B2CL',
        ntty: 'C',
        nt_num: doc.number,
        nt_dt: portalDate(doc.date),
        val: rupees(doc.total),
        // An export's place of supply is outside India, which the table does not ask for.
        ...(isExport(supply) ? {} : { pos: doc.placeOfSupply }),
        itms: items(igstItemDetail(doc)),
      };
    }),
    exp: groupsOf(byTable.exp, (doc) => (doc.supply === 'EXPWP' ? 'WPAY' : 'WOPAY')).map(([exp_typ, invoices]) => ({
      exp_typ,
      // Services leave no shipping bill, so none of its fields.
      inv: invoices.map((doc) => ({
        inum: doc.number,
        idt: portalDate(doc.date),
        val: rupees(doc.total),
        itms: [igstItemDetail(doc)],
      })),
    })),
    hsn: {
      data: hsnRowsOf(ordered),
      hsn_b2b: hsnRowsOf(ordered.filter((doc) => doc.gstin)),
      hsn_b2c: hsnRowsOf(ordered.filter((doc) => !doc.gstin)),
    },
    doc_issue,
  };

  const invoiced = sumsOf(docs.filter((doc) => doc.type === 'invoice'));
  const credited = sumsOf(docs.filter((doc) => doc.type === 'credit-note'));
  const summary: Gstr1Summary = {
    tables: Object.fromEntries(
      GSTR1_TABLES.map((table) => [
        table,
        sumsOf(byTable[table], (doc) => (table === 'b2cs' && doc.type === 'credit-note' ? -1 : 1)),
      ]),
    ) as Record<Gstr1Table, Sums>,
    reconciliation: { invoiced, credited, net: plus(invoiced, credited, -1) },
    reconciles: false,
  };
  const ret: Gstr1 = { ...json, summary, explanations };
  ret.summary.reconciles = gstr1Reconciles(ret);
  return ret;
}

/** Each table's figures read back from the JSON, in paise: what the portal will add up. */
export function tableMoneyOf(json: Gstr1Json): Record<Gstr1Table, Money> {
  const of = (detail: Partial<ItemDetail>, value: Rupees): Money => ({
    taxable: paiseOf(detail.txval ?? 0),
    igst: paiseOf(detail.iamt ?? 0),
    cgst: paiseOf(detail.camt ?? 0),
    sgst: paiseOf(detail.samt ?? 0),
    value: paiseOf(value),
  });
  const total = (parts: Money[]) => parts.reduce((sum, part) => plus(sum, part), ZERO);
  const ofItems = (itms: Item<Partial<ItemDetail>>[], val: Rupees) =>
    plus(total(itms.map((item) => of(item.itm_det, 0))), { ...ZERO, value: paiseOf(val) });
  return {
    b2b: total(json.b2b.flatMap((group) => group.inv.map((inv) => ofItems(inv.itms, inv.val)))),
    b2cl: total(json.b2cl.flatMap((group) => group.inv.map((inv) => ofItems(inv.itms, inv.val)))),
    // Table 7 states no value: it is the taxable value and the taxes.
    b2cs: total(json.b2cs.map((row) => of(row, row.txval + row.iamt + row.camt + row.samt))),
    cdnr: total(json.cdnr.flatMap((group) => group.nt.map((nt) => ofItems(nt.itms, nt.val)))),
    cdnur: total(json.cdnur.map((nt) => ofItems(nt.itms, nt.val))),
    exp: total(
      json.exp.flatMap((group) =>
        group.inv.map((inv) => plus(total(inv.itms.map((item) => of(item, 0))), { ...ZERO, value: paiseOf(inv.val) })),
      ),
    ),
  };
}

/**
 * Whether the return's tables (b2b, b2cl, b2cs, exp, less cdnr and cdnur) add up, to the paisa, to
 * the period's invoices less its credit notes summed directly: no document lost, none twice.
 */
export function gstr1Reconciles(ret: Gstr1): boolean {
  const tables = tableMoneyOf(ret);
  const reported = GSTR1_TABLES.reduce(
    (sum, table) => plus(sum, tables[table], table === 'cdnr' || table === 'cdnur' ? -1 : 1),
    ZERO,
  );
  const { net } = ret.summary.reconciliation;
  return (Object.keys(net) as (keyof Money)[]).every((figure) => reported[figure] === net[figure]);
}

/** The file the portal takes: its fields, Table 12 in one of its two forms. */
export type Gstr1Upload = Pick<Gstr1Json, 'gstin' | 'fp' | 'version' | 'hash'> &
  Partial<Omit<Gstr1Json, 'hsn'>> & { hsn: { data: HsnRow[] } | Omit<Gstr1Json['hsn'], 'data'> };

/**
 * What to upload: the portal's fields only (never the summary or the explanations), a table with
 * nothing to report left out, and Table 12 in the form the period's portal reads (one list until
 * April 2025, the B2B and B2C tabs from May 2025).
 */
export function gstr1Upload(ret: Gstr1): Gstr1Upload {
  const { gstin, fp, version, hash, hsn, doc_issue } = ret;
  const period = `${fp.slice(2)}-${fp.slice(0, 2)}`;
  const tables = Object.fromEntries(
    GSTR1_TABLES.filter((table) => ret[table].length > 0).map((table) => [table, ret[table]]),
  );
  return {
    gstin,
    fp,
    version,
    hash,
    ...tables,
    hsn: period >= HSN_SPLIT_FROM_PERIOD ? { hsn_b2b: hsn.hsn_b2b, hsn_b2c: hsn.hsn_b2c } : { data: hsn.data },
    ...(doc_issue.doc_det.length > 0 ? { doc_issue } : {}),
  };
}
