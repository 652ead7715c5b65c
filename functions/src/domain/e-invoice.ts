// India's GST e-invoice for one document: the JSON the Invoice Registration Portal (IRP,
// einvoice1.gst.gov.in) registers, in schema INV-01 version 1.1 as GSTN and NIC publish it; a
// validator of that JSON written from the schema's published rules (its mandatory fields, lengths,
// patterns and code lists, and the portal's arithmetic and tax rules). A registered person whose
// turnover passes the threshold notified (₹5 crore since 1 August 2023, Notification 10/2023-Central
// Tax) prepares each B2B, SEZ and export invoice and credit note by uploading it to the IRP (CGST
// Rules, rule 48(4)); a document issued otherwise is not an invoice (rule 48(5)).
// Pure: amounts are paise until the JSON, where each is converted once.
import type { Paise } from './gst';
import { gstStateCodeOfName, normalizeGstin, stateCodeOfGstin } from './gstin';
import {
  SCHEMA_VERSION,
  OUTSIDE_INDIA,
  PIN_ABROAD,
  PIN_CODE,
  UNREGISTERED,
  isExport,
  rupeesOfPaise,
  portalDate,
  schemaText,
  type Problem,
  problemAt,
} from './e-invoice-schema';
import { problemsOf } from './e-invoice-rules';

export { eInvoiceProblems } from './e-invoice-rules';

export type EInvoiceSupply = 'B2B' | 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP';

export interface EInvoiceInput {
  document: 'invoice' | 'credit-note';
  /** e.g. "ICEI/2526/12" or "ICEI/CN/2526/3". */
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The invoice a credit note reduces. */
  against?: { number: string; date: string };
  supply: EInvoiceSupply;
  supplier: { name: string; address: string; gstin: string; stateCode: string };
  recipient: {
    name: string;
    /** Free text with newlines; in India it holds a six-digit PIN code. */
    address: string;
    gstin: string | null;
    stateCode: string | null;
    /** ISO 3166 alpha-2, for exports. */
    country?: string;
  };
  /** GST state code; "96" for outside India. */
  placeOfSupply: string;
  lines: {
    description: string;
    sacCode: string;
    quantity: number;
    taxable: Paise;
    igst: Paise;
    cgst: Paise;
    sgst: Paise;
    total: Paise;
    ratePercent: number;
  }[];
  totals: { taxable: Paise; igst: Paise; cgst: Paise; sgst: Paise; total: Paise };
  /** An export's foreign currency (ISO 4217), when the invoice states one; otherwise left out. */
  currency?: string;
}

interface EInvoiceAddress {
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
}

export interface EInvoiceItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

/** One document as the IRP takes it (INV-01 v1.1): amounts in rupees, at most two decimals. */
export interface EInvoiceJson {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: EInvoiceSupply; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: { Gstin: string; LglNm: string } & EInvoiceAddress & { Stcd: string };
  BuyerDtls: { Gstin: string; LglNm: string; Pos: string } & EInvoiceAddress & { Stcd: string };
  ItemList: EInvoiceItem[];
  ValDtls: { AssVal: number; IgstVal: number; CgstVal: number; SgstVal: number; TotInvVal: number };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
  ExpDtls?: { CntCode: string; ForCur?: string };
}

// ---------------------------------------------------------------------------------------------
// Addresses: free text to Addr1, Addr2, Loc and Pin.

interface Segment {
  line: number;
  text: string;
}

const ADDRESS_LINE = 100;
const LOCALITY = 50;

/**
 * Splits an address into the schema's parts. In India the PIN code is the last six-digit number;
 * the place (Loc) is what precedes it in its part of the address (“Dharwad 580011”), or the part
 * before; names of states and “India” are dropped, the schema carrying the state as a code.
 * Abroad the PIN is the portal's 999999 and the place is the last line, less the country's name.
 * Whatever is left is the street address, cut at a comma or space into two lines of 100.
 */
function addressOf(
  address: string,
  block: 'SellerDtls' | 'BuyerDtls',
  abroad: { country: string | undefined } | null,
): { parts: EInvoiceAddress; problems: Problem[] } {
  const whose = block === 'SellerDtls' ? "the supplier's" : "the recipient's";
  const problems: Problem[] = [];
  const segments: Segment[] = address
    .split(/\r?\n/)
    .flatMap((line, index) => line.split(',').map((text) => ({ line: index, text: schemaText(text) })));
  let pin = PIN_ABROAD;
  let placeAt = -1;
  if (abroad === null) {
    const found = lastPinCode(segments);
    if (found) {
      pin = found.pin;
      placeAt = found.index;
    } else {
      problems.push(problemAt(`${block}.Pin`, `cannot be found: ${whose} address has no six-digit PIN code`));
      pin = 0;
    }
  }
  const dropped = (text: string) =>
    text === '' ||
    (abroad === null
      ? gstStateCodeOfName(text) !== undefined || /^india$/i.test(text)
      : isCountry(text, abroad.country));
  const kept = segments.filter((segment) => !dropped(segment.text));
  const place = abroad === null ? placeInIndia(segments, kept, placeAt) : placeAbroad(kept);
  if (place.length === 0) {
    // Only when nothing is left of the address: no street for Addr1 either.
    const missing = problemAt(`${block}.Loc`, `cannot be found: ${whose} address names no street, town or city`);
    problems.push({ ...missing, covers: [`${block}.Addr1`] });
  }
  const rest = kept.filter((segment) => !place.includes(segment)).map((segment) => segment.text);
  const Loc = place.map((segment) => segment.text).join(', ');
  const lines = addressLines(rest.length > 0 ? rest.join(', ') : Loc);
  if (lines[1] !== undefined && lines[1].length > ADDRESS_LINE) {
    problems.push(
      problemAt(`${block}.Addr2`, `cannot hold the rest of ${whose} address: the schema has two lines of 100`),
    );
  }
  const [Addr1, Addr2] = lines;
  return { parts: { Addr1, ...(Addr2 === undefined ? {} : { Addr2 }), Loc, Pin: pin }, problems };
}

/** The last PIN code in the address, taken out of its segment (with a "PIN" label before it). */
function lastPinCode(segments: Segment[]): { pin: number; index: number } | undefined {
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index];
    const match = segment ? [...segment.text.matchAll(PIN_CODE)].at(-1) : undefined;
    if (!segment || !match) continue;
    const before = segment.text.slice(0, match.index).replace(/\b(pin|pin ?code|pincode)\s*[:.-]?\s*$/i, '');
    const after = segment.text.slice(match.index + match[0].length);
    segment.text = `${before} ${after}`.replace(/^[\s.:–-]+|[\s.:–-]+$/g, '').replace(/\s+/g, ' ');
    return { pin: Number(`${match[1]}${match[2]}`), index };
  }
  return undefined;
}

/** The segment holding the PIN code when a place is left in it, else the last kept one before it. */
function placeInIndia(segments: Segment[], kept: Segment[], placeAt: number): Segment[] {
  const atPin = segments[placeAt];
  if (atPin && kept.includes(atPin)) return [atPin];
  const before = kept.filter((segment) => segments.indexOf(segment) < placeAt).at(-1);
  return before ? [before] : kept.slice(-1);
}

/** The last line (within 50 characters) of a multi-line address abroad; of one line, its last part. */
function placeAbroad(kept: Segment[]): Segment[] {
  const last = kept.at(-1);
  if (!last) return [];
  const lastLine = kept.filter((segment) => segment.line === last.line);
  const multiLine = kept.some((segment) => segment.line !== last.line);
  const joined = lastLine.map((segment) => segment.text).join(', ');
  return multiLine && joined.length <= LOCALITY ? lastLine : [last];
}

function isCountry(text: string, country: string | undefined): boolean {
  if (!country) return false;
  const wanted = text.replace(/\./g, '').toLowerCase();
  if (wanted === country.toLowerCase()) return true;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(country.toUpperCase())?.toLowerCase() === wanted;
  } catch {
    return false;
  }
}

/** Two lines: the first up to 100 characters, cut after a comma or else a space; the second the rest. */
function addressLines(text: string): [string, string?] {
  if (text.length <= ADDRESS_LINE) return [text];
  const atComma = text.lastIndexOf(', ', ADDRESS_LINE);
  const atSpace = text.lastIndexOf(' ', ADDRESS_LINE);
  const cut = atComma > 0 ? atComma : atSpace > 0 ? atSpace : ADDRESS_LINE;
  return [text.slice(0, cut).trim(), text.slice(cut).replace(/^[,\s]+/, '')];
}

// ---------------------------------------------------------------------------------------------
// The document.

/** The JSON, and the facts it could not take from the input (a PIN code, a town, a GSTIN). */
function draftOf(input: EInvoiceInput): { json: EInvoiceJson; problems: Problem[] } {
  const abroad = isExport(input.supply);
  const { recipient } = input;
  const seller = addressOf(input.supplier.address, 'SellerDtls', null);
  const buyer = addressOf(recipient.address, 'BuyerDtls', abroad ? { country: recipient.country } : null);
  const problems = [...seller.problems, ...buyer.problems];
  const recipientGstin = recipient.gstin ? normalizeGstin(recipient.gstin) : null;
  if (!abroad && recipientGstin === null) {
    problems.push(problemAt('BuyerDtls.Gstin', `is missing: a ${input.supply} supply is to a registered recipient`));
  }
  if (abroad && !recipient.country) {
    problems.push(problemAt('ExpDtls.CntCode', "is missing: an export names the buyer's country (ISO 3166)"));
  }
  const against = input.document === 'credit-note' ? input.against : undefined;
  const json: EInvoiceJson = {
    Version: SCHEMA_VERSION,
    // Admission and sponsorship are never taxed on reverse charge; IGST within a state applies
    // only to supplies this product does not make (IGST Act s. 7(5)(c)), SEZ ones being a SupTyp.
    TranDtls: { TaxSch: 'GST', SupTyp: input.supply, RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: input.document === 'invoice' ? 'INV' : 'CRN', No: input.number, Dt: portalDate(input.date) },
    SellerDtls: {
      Gstin: normalizeGstin(input.supplier.gstin),
      LglNm: schemaText(input.supplier.name),
      ...seller.parts,
      Stcd: input.supplier.stateCode,
    },
    BuyerDtls: {
      Gstin: abroad ? UNREGISTERED : (recipientGstin ?? ''),
      LglNm: schemaText(recipient.name),
      Pos: input.placeOfSupply,
      ...buyer.parts,
      Stcd: abroad ? OUTSIDE_INDIA : (recipient.stateCode ?? (recipientGstin ? stateCodeOfGstin(recipientGstin) : '')),
    },
    ItemList: input.lines.map((line, index) => ({
      SlNo: String(index + 1),
      PrdDesc: schemaText(line.description),
      // A conference sells services (admission, sponsorship): each line is one, under its SAC.
      IsServc: 'Y',
      HsnCd: line.sacCode,
      Qty: line.quantity,
      // A service has no unit of measure; the portal's unit list calls that OTH ("others").
      Unit: 'OTH',
      // The schema takes a unit price to three decimals: to a tenth of a paisa.
      UnitPrice:
        line.quantity > 0 ? Math.round((line.taxable * 10) / line.quantity) / 1000 : rupeesOfPaise(line.taxable),
      TotAmt: rupeesOfPaise(line.taxable),
      AssAmt: rupeesOfPaise(line.taxable),
      GstRt: line.ratePercent,
      IgstAmt: rupeesOfPaise(line.igst),
      CgstAmt: rupeesOfPaise(line.cgst),
      SgstAmt: rupeesOfPaise(line.sgst),
      TotItemVal: rupeesOfPaise(line.total),
    })),
    ValDtls: {
      AssVal: rupeesOfPaise(input.totals.taxable),
      IgstVal: rupeesOfPaise(input.totals.igst),
      CgstVal: rupeesOfPaise(input.totals.cgst),
      SgstVal: rupeesOfPaise(input.totals.sgst),
      TotInvVal: rupeesOfPaise(input.totals.total),
    },
    ...(against ? { RefDtls: { PrecDocDtls: [{ InvNo: against.number, InvDt: portalDate(against.date) }] } } : {}),
    ...(abroad
      ? {
          ExpDtls: {
            CntCode: recipient.country?.toUpperCase() ?? '',
            ...(input.currency ? { ForCur: input.currency.toUpperCase() } : {}),
          },
        }
      : {}),
  };
  return { json, problems };
}

/**
 * The e-invoice JSON of one document. Throws a RangeError when the input lacks a fact the JSON
 * needs and no rule can supply (a PIN code, a town, a B2B recipient's GSTIN): the portal would
 * refuse a document with one invented. Use eInvoiceJsonOrProblems to have those as sentences.
 */
export function eInvoiceJson(input: EInvoiceInput): EInvoiceJson {
  const { json, problems } = draftOf(input);
  if (problems.length > 0) throw new RangeError(problems.map((problem) => problem.sentence).join('; '));
  return json;
}

/** The JSON when it is complete and breaks none of the schema's rules, else every problem found. */
export function eInvoiceJsonOrProblems(input: EInvoiceInput): { json: EInvoiceJson } | { problems: string[] } {
  const draft = draftOf(input);
  // A field the draft could not fill is named once, by the draft, which says why.
  const named = new Set(draft.problems.flatMap((problem) => [problem.path, ...(problem.covers ?? [])]));
  const problems = [...draft.problems, ...problemsOf(draft.json).filter((problem) => !named.has(problem.path))];
  return problems.length === 0 ? { json: draft.json } : { problems: problems.map((problem) => problem.sentence) };
}
