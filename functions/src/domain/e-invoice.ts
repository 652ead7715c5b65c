// India's GST e-invoice for one document: the JSON the Invoice Registration Portal (IRP,
// einvoice1.gst.gov.in) registers, in schema INV-01 version 1.1 as GSTN and NIC publish it; a
// validator of that JSON written from the schema's published rules (its mandatory fields, lengths,
// patterns and code lists, and the portal's arithmetic and tax rules); and a reader of the portal's
// signed answer (the IRN, the acknowledgement and the signed QR code). A registered person whose
// turnover passes the threshold notified (₹5 crore since 1 August 2023, Notification 10/2023-Central
// Tax) prepares each B2B, SEZ and export invoice and credit note by uploading it to the IRP (CGST
// Rules, rule 48(4)); a document issued otherwise is not an invoice (rule 48(5)).
// Pure: amounts are paise until the JSON, where each is converted once.
import { formatPaise, type Paise } from './gst';
import { gstStateCodeOfName, gstinProblem, isGstStateCode, normalizeGstin, stateCodeOfGstin } from './gstin';

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

const SCHEMA_VERSION = '1.1';
/** The state code of a place outside India (Pos, and an export buyer's Stcd). */
const OUTSIDE_INDIA = '96';
/** The PIN code the portal takes for an address abroad. */
const PIN_ABROAD = 999_999;
/** Its buyer GSTIN for an unregistered person: a buyer abroad. */
const UNREGISTERED = 'URP';
const SUPPLY_TYPES = ['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'] as const;
const DOCUMENT_TYPES = ['INV', 'CRN', 'DBN'] as const;
/** The GST rates of the portal's code list; 40 since the rates of 22 September 2025. */
export const E_INVOICE_GST_RATES: readonly number[] = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

const isExport = (supply: string | undefined) => supply === 'EXPWP' || supply === 'EXPWOP';

/** Exact: p / 100 is the double nearest the decimal, the one "123.45" parses to, so JSON prints ≤ 2 decimals. */
const rupeesOfPaise = (amount: Paise): number => amount / 100;
const rupeesText = (amount: Paise) => rupeesOfPaise(amount).toFixed(2);

/** "2025-11-10" → "10/11/2025"; anything else is left for the validator to name. */
function portalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** The schema's text excludes the double quote; spacing and line breaks fold to single spaces. */
const schemaText = (text: string) => text.replace(/"/g, "'").replace(/\s+/g, ' ').trim();

interface Problem {
  /** The field the problem is at, e.g. "ItemList[0].GstRt"; "" for the whole document. */
  path: string;
  sentence: string;
  /** Fields left empty because of it, whose emptiness need not be reported again. */
  covers?: string[];
}

const problemAt = (path: string, rest: string): Problem => ({ path, sentence: `${path} ${rest}` });

// ---------------------------------------------------------------------------------------------
// Addresses: free text to Addr1, Addr2, Loc and Pin.

interface Segment {
  line: number;
  text: string;
}

/** A PIN code: six digits, the first not 0; post offices often print a space after the third. */
const PIN_CODE = /(?<!\d)([1-9]\d{2}) ?(\d{3})(?!\d)/g;
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

// ---------------------------------------------------------------------------------------------
// The validator: INV-01 v1.1's rules, each problem a sentence opening with the field's path.

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const absent = (value: unknown) => value === undefined || value === null;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  return typeof value === 'object' ? 'an object' : typeof value;
}

const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;
const THREE_DECIMALS = /^\d+(\.\d{1,3})?$/;
/** An item's largest amount in the schema, ₹999,999,999,999.99. */
const MAX_ITEM_AMOUNT: Paise = 99_999_999_999_999;
/** A document's is 100 times that, beyond what a double holds to the paisa; we stop where it does. */
const MAX_AMOUNT: Paise = Number.MAX_SAFE_INTEGER;

class Findings {
  readonly problems: Problem[] = [];

  add(path: string, rest: string): void {
    this.problems.push(problemAt(path, rest));
  }

  present(value: unknown, path: string, required: boolean): boolean {
    if (!absent(value)) return true;
    if (required) this.add(path, 'is missing');
    return false;
  }

  object(parent: Fields, key: string, path: string, required = true): Fields | undefined {
    const value = parent[key];
    if (!this.present(value, path, required)) return undefined;
    if (isFields(value)) return value;
    this.add(path, `must be an object, not ${kindOf(value)}`);
    return undefined;
  }

  text(parent: Fields, key: string, path: string, [min, max]: [number, number], required = true): string | undefined {
    const value = parent[key];
    if (!this.present(value, path, required)) return undefined;
    if (typeof value !== 'string') {
      this.add(path, `must be text, not ${kindOf(value)}`);
      return undefined;
    }
    if (value.length < min || value.length > max) {
      const length = min === max ? `${min}` : `${min}–${max}`;
      this.add(path, `${shown(value)} must be ${length} characters long, not ${value.length}`);
      return undefined;
    }
    if (value.includes('"')) {
      this.add(path, `${shown(value)} must not contain a double quote`);
      return undefined;
    }
    return value;
  }

  code<T extends string>(
    parent: Fields,
    key: string,
    path: string,
    codes: readonly T[],
    required = true,
  ): T | undefined {
    const value = parent[key];
    if (!this.present(value, path, required)) return undefined;
    const found = codes.find((code) => code === value);
    if (found === undefined) {
      const given = typeof value === 'string' ? shown(value) : kindOf(value);
      this.add(path, `${given} must be one of ${codes.map((code) => `"${code}"`).join(', ')}`);
    }
    return found;
  }

  number(parent: Fields, key: string, path: string, required: boolean): number | undefined {
    const value = parent[key];
    if (!this.present(value, path, required)) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    this.add(path, `must be a number, not ${kindOf(value)}`);
    return undefined;
  }

  /** An amount in rupees, at most two decimals, returned in paise. */
  amount(
    parent: Fields,
    key: string,
    path: string,
    required: boolean,
    [min, max] = [0, MAX_AMOUNT],
  ): Paise | undefined {
    const value = this.number(parent, key, path, required);
    if (value === undefined) return undefined;
    if (!TWO_DECIMALS.test(String(value))) {
      this.add(path, `${value} must be rupees with at most two decimals`);
      return undefined;
    }
    const paise = Math.round(value * 100);
    if (paise < min || paise > max) {
      this.add(path, `${value} must be from ${rupeesText(min)} to ${rupeesText(max)}`);
      return undefined;
    }
    return paise;
  }

  /** A quantity or unit price: not negative, at most three decimals. */
  quantity(parent: Fields, key: string, path: string, required: boolean): number | undefined {
    const value = this.number(parent, key, path, required);
    if (value === undefined) return undefined;
    if (THREE_DECIMALS.test(String(value))) return value;
    this.add(path, `${value} must be a number not below 0, with at most three decimals`);
    return undefined;
  }

  /** A day written DD/MM/YYYY, returned as YYYY-MM-DD (which compares as text). */
  day(parent: Fields, key: string, path: string, required = true): string | undefined {
    const value = this.text(parent, key, path, [10, 10], required);
    if (value === undefined) return undefined;
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    if (!match) {
      this.add(path, `${shown(value)} must be a date written DD/MM/YYYY`);
      return undefined;
    }
    const [, day, month, year] = match.map(Number) as [number, number, number, number];
    if (!isCalendarDay(year, month, day)) {
      this.add(path, `${shown(value)} is not a day of the calendar`);
      return undefined;
    }
    return `${match[3]}-${match[2]}-${match[1]}`;
  }

  pin(parent: Fields, key: string, path: string, required: boolean): number | undefined {
    const value = this.number(parent, key, path, required);
    if (value === undefined) return undefined;
    if (Number.isInteger(value) && value >= 100_000 && value <= PIN_ABROAD) return value;
    this.add(path, `${value} must be a six-digit PIN code (100000–999999)`);
    return undefined;
  }

  stateCode(parent: Fields, key: string, path: string, outsideIndia: boolean): string | undefined {
    const value = this.text(parent, key, path, [1, 2]);
    if (value === undefined) return undefined;
    if (isGstStateCode(value) || (outsideIndia && value === OUTSIDE_INDIA)) return value;
    this.add(
      path,
      `${shown(value)} is not a GST state code${outsideIndia ? ` (nor ${OUTSIDE_INDIA}, outside India)` : ''}`,
    );
    return undefined;
  }

  /** A GSTIN; "URP" (unregistered person) where `unregistered` allows or demands it. */
  gstin(parent: Fields, key: string, path: string, unregistered: 'never' | 'allowed' | 'required'): string | undefined {
    const value = this.text(parent, key, path, [3, 15]);
    if (value === undefined) return undefined;
    if (value === UNREGISTERED) {
      if (unregistered !== 'never') return value;
      this.add(path, `"${UNREGISTERED}" (unregistered) is for a buyer abroad; this one must be a GSTIN`);
      return undefined;
    }
    const why = gstinProblem(value);
    if (unregistered === 'required') {
      this.add(path, `${shown(value)} must be "${UNREGISTERED}" for an export: the buyer is abroad, unregistered`);
    } else if (normalizeGstin(value) !== value) {
      this.add(path, `${shown(value)} must be written in capitals, without spaces`);
    } else if (why === 'shape') {
      this.add(path, `${shown(value)} is not a GSTIN: a state's two digits, a PAN, the entity's number, "Z", a check`);
    } else if (why === 'state') {
      this.add(path, `${shown(value)} does not open with a GST state code`);
    } else if (why === 'check') {
      this.add(path, `${shown(value)} has a wrong check character (its last): a character is mistyped`);
    } else {
      return value;
    }
    return undefined;
  }

  /** A document number (rule 46(b) and the schema): 1–16 letters, digits, "/" and "-", not opening with 0, / or -. */
  documentNumber(parent: Fields, key: string, path: string): string | undefined {
    const value = this.text(parent, key, path, [1, 16]);
    if (value === undefined) return undefined;
    if (!/^[a-zA-Z1-9]/.test(value)) {
      this.add(path, `${shown(value)} must start with a letter or a digit 1–9`);
      return undefined;
    }
    if (!/^[a-zA-Z0-9/-]+$/.test(value)) {
      this.add(path, `${shown(value)} may hold only letters, digits, "/" and "-"`);
      return undefined;
    }
    return value;
  }
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** What an item adds to the document's totals, when all its amounts are well formed. */
interface ItemAmounts {
  AssAmt: Paise;
  IgstAmt: Paise;
  CgstAmt: Paise;
  SgstAmt: Paise;
  Cess: Paise;
  StateCess: Paise;
  TotItemVal: Paise;
}

/** How a document is taxed: from its supply type, and within India from where the supply takes place. */
interface TaxRule {
  kind: 'none' | 'igst' | 'cgst-sgst';
  why: string;
}

function taxRuleOf(
  supply: (typeof SUPPLY_TYPES)[number] | undefined,
  igstOnIntra: 'Y' | 'N' | undefined,
  placeOfSupply: string | undefined,
  sellerState: string | undefined,
): TaxRule | undefined {
  if (supply === 'SEZWOP' || supply === 'EXPWOP') {
    return { kind: 'none', why: `${supply} is a supply without payment of tax (under bond or undertaking)` };
  }
  if (supply === 'SEZWP') return { kind: 'igst', why: 'a supply to an SEZ bears IGST only (IGST Act s. 7(5)(b))' };
  if (supply === 'EXPWP') return { kind: 'igst', why: 'an export bears IGST only (IGST Act s. 7(5)(a))' };
  if (supply === undefined) return undefined;
  if (igstOnIntra === 'Y') return { kind: 'igst', why: 'TranDtls.IgstOnIntra is "Y"' };
  if (placeOfSupply === undefined || sellerState === undefined) return undefined;
  return placeOfSupply === sellerState
    ? { kind: 'cgst-sgst', why: `the place of supply, ${placeOfSupply}, is the seller's state: CGST and SGST apply` }
    : {
        kind: 'igst',
        why: `the place of supply, ${placeOfSupply}, is not the seller's state, ${sellerState}: IGST applies`,
      };
}

function itemOf(findings: Findings, item: unknown, path: string, rule: TaxRule | undefined): ItemAmounts | undefined {
  if (!isFields(item)) {
    findings.add(path, `must be an object, not ${kindOf(item)}`);
    return undefined;
  }
  const at = (key: string) => `${path}.${key}`;
  const serialNumber = findings.text(item, 'SlNo', at('SlNo'), [1, 6]);
  if (serialNumber !== undefined && !/^\d+$/.test(serialNumber)) {
    findings.add(at('SlNo'), `${shown(serialNumber)} must be digits`);
  }
  findings.text(item, 'PrdDesc', at('PrdDesc'), [3, 300], false);
  const service = findings.code(item, 'IsServc', at('IsServc'), ['Y', 'N'] as const);
  const code = findings.text(item, 'HsnCd', at('HsnCd'), [4, 8]);
  if (code !== undefined) {
    if (!/^(\d{4}|\d{6}|\d{8})$/.test(code) || /^0+$/.test(code)) {
      findings.add(at('HsnCd'), `${shown(code)} must be an HSN or SAC code of 4, 6 or 8 digits`);
    } else if (service === 'Y' && !code.startsWith('99')) {
      findings.add(at('HsnCd'), `${shown(code)} classifies goods; a service (IsServc "Y") has a SAC, opening with 99`);
    } else if (service === 'N' && code.startsWith('99')) {
      findings.add(at('HsnCd'), `${shown(code)} is a SAC, of a service, but IsServc is "N"`);
    }
  }
  const unit = findings.text(item, 'Unit', at('Unit'), [3, 8], false);
  if (unit !== undefined && !/^[A-Za-z]+$/.test(unit)) findings.add(at('Unit'), `${shown(unit)} must be letters`);
  const rate = findings.number(item, 'GstRt', at('GstRt'), true);
  if (rate !== undefined && !E_INVOICE_GST_RATES.includes(rate)) {
    findings.add(at('GstRt'), `${rate} is not a GST rate of the portal's list (${E_INVOICE_GST_RATES.join(', ')})`);
  }
  for (const key of ['CesRt', 'StateCesRt', 'FreeQty']) findings.quantity(item, key, at(key), false);

  const before = findings.problems.length;
  const quantity = findings.quantity(item, 'Qty', at('Qty'), false);
  const unitPrice = findings.quantity(item, 'UnitPrice', at('UnitPrice'), true);
  const amount = (key: string, required = false) =>
    findings.amount(item, key, at(key), required, [0, MAX_ITEM_AMOUNT]) ?? 0;
  const gross = amount('TotAmt', true);
  const discount = amount('Discount');
  amount('PreTaxVal');
  const amounts: ItemAmounts = {
    AssAmt: amount('AssAmt', true),
    IgstAmt: amount('IgstAmt'),
    CgstAmt: amount('CgstAmt'),
    SgstAmt: amount('SgstAmt'),
    Cess: amount('CesAmt') + amount('CesNonAdvlAmt'),
    StateCess: amount('StateCesAmt') + amount('StateCesNonAdvlAmt'),
    TotItemVal: amount('TotItemVal', true),
  };
  const otherCharges = amount('OthChrg');
  if (findings.problems.length > before) return undefined;

  // The portal allows ₹1 either way; ours are paise that add up exactly, so any difference is a
  // mistake. A unit price alone is rounded (to three decimals), so its product may differ by that.
  if (quantity !== undefined && unitPrice !== undefined) {
    const product = unitPrice * quantity;
    if (Math.abs(product - rupeesOfPaise(gross)) > quantity * 0.0005 + 0.005 + 1e-9) {
      findings.add(at('UnitPrice'), `${unitPrice} × Qty ${quantity} must give TotAmt, ${rupeesText(gross)}`);
    }
  }
  if (amounts.AssAmt !== gross - discount) {
    findings.add(
      at('AssAmt'),
      `${rupeesText(amounts.AssAmt)} must be TotAmt less Discount, ${rupeesText(gross - discount)}`,
    );
  }
  const sum =
    amounts.AssAmt +
    amounts.IgstAmt +
    amounts.CgstAmt +
    amounts.SgstAmt +
    amounts.Cess +
    amounts.StateCess +
    otherCharges;
  if (amounts.TotItemVal !== sum) {
    findings.add(
      at('TotItemVal'),
      `${rupeesText(amounts.TotItemVal)} must be AssAmt plus taxes, cesses and other charges, ${rupeesText(sum)}`,
    );
  }
  taxProblems(findings, amounts, path, rule);
  return amounts;
}

function taxProblems(findings: Findings, amounts: ItemAmounts, path: string, rule: TaxRule | undefined): void {
  const nonZero = (keys: ('IgstAmt' | 'CgstAmt' | 'SgstAmt')[]) => keys.find((key) => amounts[key] !== 0);
  const wrong =
    rule?.kind === 'none'
      ? nonZero(['IgstAmt', 'CgstAmt', 'SgstAmt'])
      : rule?.kind === 'igst'
        ? nonZero(['CgstAmt', 'SgstAmt'])
        : rule?.kind === 'cgst-sgst'
          ? nonZero(['IgstAmt'])
          : undefined;
  if (rule && wrong) {
    findings.add(`${path}.${wrong}`, `${rupeesText(amounts[wrong])} must be 0: ${rule.why}`);
  } else if (rule?.kind !== 'igst' && rule?.kind !== 'none' && amounts.CgstAmt !== amounts.SgstAmt) {
    findings.add(
      `${path}.SgstAmt`,
      `${rupeesText(amounts.SgstAmt)} must equal CgstAmt, ${rupeesText(amounts.CgstAmt)}: each is half the GST`,
    );
  }
}

/** The document's totals against its items' sums (the portal's ₹1 tolerance aside: ours are exact). */
function totalProblems(findings: Findings, values: Fields, items: ItemAmounts[] | undefined): void {
  const parsed = new Map<string, Paise | 'absent' | 'wrong'>();
  const read = (key: string, required = false, range?: [Paise, Paise]) => {
    const amount = findings.amount(values, key, `ValDtls.${key}`, required, range);
    parsed.set(key, amount ?? (absent(values[key]) && !required ? 'absent' : 'wrong'));
  };
  read('AssVal', true);
  for (const key of ['CgstVal', 'SgstVal', 'IgstVal', 'CesVal', 'StCesVal', 'Discount', 'OthChrg', 'TotInvValFc']) {
    read(key);
  }
  read('RndOffAmt', false, [-9_999, 9_999]);
  read('TotInvVal', true);
  if (!items) return;
  const given = (key: string) => {
    const value = parsed.get(key);
    return value === 'absent' ? 0 : value === 'wrong' ? undefined : value;
  };
  const sumOf = (pick: (item: ItemAmounts) => Paise) => items.reduce((sum, item) => sum + pick(item), 0);
  const [charges, discount, roundOff] = [given('OthChrg'), given('Discount'), given('RndOffAmt')];
  const expected: [string, string, Paise | undefined][] = [
    ['AssVal', "sum of the items' AssAmt", sumOf((item) => item.AssAmt)],
    ['CgstVal', "sum of the items' CgstAmt", sumOf((item) => item.CgstAmt)],
    ['SgstVal', "sum of the items' SgstAmt", sumOf((item) => item.SgstAmt)],
    ['IgstVal', "sum of the items' IgstAmt", sumOf((item) => item.IgstAmt)],
    ['CesVal', "sum of the items' cess", sumOf((item) => item.Cess)],
    ['StCesVal', "sum of the items' state cess", sumOf((item) => item.StateCess)],
    [
      'TotInvVal',
      "sum of the items' TotItemVal (with OthChrg and RndOffAmt, less Discount)",
      charges !== undefined && discount !== undefined && roundOff !== undefined
        ? sumOf((item) => item.TotItemVal) + charges - discount + roundOff
        : undefined,
    ],
  ];
  for (const [key, what, sum] of expected) {
    const value = given(key);
    if (value !== undefined && sum !== undefined && value !== sum) {
      findings.add(`ValDtls.${key}`, `${rupeesText(value)} must be the ${what}, ${rupeesText(sum)}`);
    }
  }
}

function problemsOf(json: unknown): Problem[] {
  const findings = new Findings();
  if (!isFields(json)) return [{ path: '', sentence: `The e-invoice must be a JSON object, not ${kindOf(json)}` }];
  const version = findings.text(json, 'Version', 'Version', [1, 6]);
  if (version !== undefined && version !== SCHEMA_VERSION) {
    findings.add('Version', `${shown(version)} must be "${SCHEMA_VERSION}", the version these rules are of`);
  }

  const transaction = findings.object(json, 'TranDtls', 'TranDtls');
  let supply: (typeof SUPPLY_TYPES)[number] | undefined;
  let igstOnIntra: 'Y' | 'N' | undefined;
  if (transaction) {
    findings.code(transaction, 'TaxSch', 'TranDtls.TaxSch', ['GST']);
    supply = findings.code(transaction, 'SupTyp', 'TranDtls.SupTyp', SUPPLY_TYPES);
    findings.code(transaction, 'RegRev', 'TranDtls.RegRev', ['Y', 'N'], false);
    igstOnIntra = findings.code(transaction, 'IgstOnIntra', 'TranDtls.IgstOnIntra', ['Y', 'N'], false);
  }
  const exported = isExport(supply);

  const details = findings.object(json, 'DocDtls', 'DocDtls');
  const type = details && findings.code(details, 'Typ', 'DocDtls.Typ', DOCUMENT_TYPES);
  if (details) findings.documentNumber(details, 'No', 'DocDtls.No');
  const issued = details && findings.day(details, 'Dt', 'DocDtls.Dt');

  const partyText = (party: Fields, block: string, placeLength: number) => {
    findings.text(party, 'LglNm', `${block}.LglNm`, [3, 100]);
    findings.text(party, 'TrdNm', `${block}.TrdNm`, [3, 100], false);
    findings.text(party, 'Addr1', `${block}.Addr1`, [1, 100]);
    findings.text(party, 'Addr2', `${block}.Addr2`, [3, 100], false);
    findings.text(party, 'Loc', `${block}.Loc`, [3, placeLength]);
  };
  const seller = findings.object(json, 'SellerDtls', 'SellerDtls');
  let sellerGstin: string | undefined;
  let sellerState: string | undefined;
  if (seller) {
    sellerGstin = findings.gstin(seller, 'Gstin', 'SellerDtls.Gstin', 'never');
    partyText(seller, 'SellerDtls', 50);
    findings.pin(seller, 'Pin', 'SellerDtls.Pin', true);
    sellerState = findings.stateCode(seller, 'Stcd', 'SellerDtls.Stcd', false);
    const ofGstin = sellerGstin && stateCodeOfGstin(sellerGstin);
    if (ofGstin && sellerState && ofGstin !== sellerState) {
      findings.add(
        'SellerDtls.Stcd',
        `${shown(sellerState)} must be the state of the seller's GSTIN, ${shown(ofGstin)}`,
      );
    }
  }

  const buyer = findings.object(json, 'BuyerDtls', 'BuyerDtls');
  let placeOfSupply: string | undefined;
  if (buyer) {
    const unregistered = supply === undefined ? 'allowed' : exported ? 'required' : 'never';
    const buyerGstin = findings.gstin(buyer, 'Gstin', 'BuyerDtls.Gstin', unregistered);
    if (buyerGstin !== undefined && buyerGstin === sellerGstin) {
      findings.add('BuyerDtls.Gstin', `${shown(buyerGstin)} is the seller's: a supplier does not invoice itself`);
    }
    partyText(buyer, 'BuyerDtls', 100);
    // The schema lets a buyer abroad leave the PIN out; in India a buyer's address has one.
    const pin = findings.pin(buyer, 'Pin', 'BuyerDtls.Pin', !exported);
    if (exported && pin !== undefined && pin !== PIN_ABROAD) {
      findings.add(
        'BuyerDtls.Pin',
        `${pin} must be ${PIN_ABROAD} for an export: the portal's PIN for an address abroad`,
      );
    }
    placeOfSupply = findings.stateCode(buyer, 'Pos', 'BuyerDtls.Pos', true);
    const buyerState = findings.stateCode(buyer, 'Stcd', 'BuyerDtls.Stcd', true);
    for (const [key, value] of [
      ['Pos', placeOfSupply],
      ['Stcd', buyerState],
    ] as const) {
      if (exported && value !== undefined && value !== OUTSIDE_INDIA) {
        findings.add(`BuyerDtls.${key}`, `${shown(value)} must be "${OUTSIDE_INDIA}" for an export: outside India`);
      }
    }
  }

  const rule = taxRuleOf(supply, igstOnIntra, placeOfSupply, sellerState);
  const list = json.ItemList;
  let items: ItemAmounts[] | undefined;
  if (findings.present(list, 'ItemList', true)) {
    if (!Array.isArray(list) || list.length === 0 || list.length > 1000) {
      findings.add('ItemList', 'must be a list of 1 to 1000 items');
    } else {
      const read = list.map((item, index) => itemOf(findings, item, `ItemList[${index}]`, rule));
      items = read.every((item) => item !== undefined) ? read : undefined;
      const numbers = list.map((item) => (isFields(item) ? item.SlNo : undefined));
      numbers.forEach((number, index) => {
        if (typeof number === 'string' && numbers.indexOf(number) < index) {
          findings.add(`ItemList[${index}].SlNo`, `${shown(number)} is used by an earlier item`);
        }
      });
    }
  }

  const values = findings.object(json, 'ValDtls', 'ValDtls');
  if (values) totalProblems(findings, values, items);

  const reference = findings.object(json, 'RefDtls', 'RefDtls', false);
  const preceding = reference?.PrecDocDtls;
  const amends = type === 'CRN' || type === 'DBN';
  if (absent(preceding) || (Array.isArray(preceding) && preceding.length === 0)) {
    if (amends) {
      const note = type === 'CRN' ? 'a credit note' : 'a debit note';
      findings.add(
        'RefDtls.PrecDocDtls',
        `is missing: ${note} names the invoice it amends (CGST Rules, rule 53(1A)(g))`,
      );
    }
  } else if (!Array.isArray(preceding)) {
    findings.add('RefDtls.PrecDocDtls', `must be a list of the preceding invoices, not ${kindOf(preceding)}`);
  } else {
    preceding.forEach((invoice, index) => {
      const path = `RefDtls.PrecDocDtls[${index}]`;
      if (!isFields(invoice)) return findings.add(path, `must be an object, not ${kindOf(invoice)}`);
      findings.documentNumber(invoice, 'InvNo', `${path}.InvNo`);
      const day = findings.day(invoice, 'InvDt', `${path}.InvDt`);
      if (day && issued && day > issued) {
        findings.add(
          `${path}.InvDt`,
          `${shown(portalDate(day))} is after the document's own date, ${portalDate(issued)}`,
        );
      }
    });
  }

  const exportDetails = findings.object(json, 'ExpDtls', 'ExpDtls', exported);
  if (exportDetails) {
    const country = findings.text(exportDetails, 'CntCode', 'ExpDtls.CntCode', [2, 2], exported);
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) {
      findings.add('ExpDtls.CntCode', `${shown(country)} must be a country's two capitals (ISO 3166 alpha-2)`);
    } else if (exported && country === 'IN') {
      findings.add('ExpDtls.CntCode', `"IN" is India; an export's buyer is abroad`);
    }
    const currency = findings.text(exportDetails, 'ForCur', 'ExpDtls.ForCur', [3, 16], false);
    if (currency !== undefined && !/^[A-Za-z]+$/.test(currency)) {
      findings.add('ExpDtls.ForCur', `${shown(currency)} must be a currency code (ISO 4217)`);
    }
  }
  return findings.problems;
}

/**
 * What breaks INV-01 v1.1's rules in an e-invoice (any JSON value), as sentences naming the field:
 * `DocDtls.No "0ICEI/1" must start with a letter or a digit 1–9`. Empty when it keeps them all.
 * Not checked, as they need the portal's masters or clock: that a GSTIN is registered and active,
 * that a PIN code lies in its state, that a date is not in the future.
 */
export function eInvoiceProblems(json: unknown): string[] {
  return problemsOf(json).map((problem) => problem.sentence);
}

// ---------------------------------------------------------------------------------------------
// The IRP's signed answer.

export interface IrpAnswer {
  /** The Invoice Reference Number: a SHA-256, 64 lowercase hexadecimal characters. */
  irn: string;
  /** Digits, kept as text: 15 in practice, beyond what some readers keep exactly as a number. */
  ackNo: string;
  /** "YYYY-MM-DD HH:mm:ss", India's time. */
  ackDate: string;
  /** A JWT signed by NIC, printed as the invoice's QR code. */
  signedQrCode: string;
  signedInvoice?: string;
}

/** The data of a signed QR code, as the portal names it. */
export interface SignedQrData {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: string;
  /** DD/MM/YYYY. */
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  IrnDt: string;
}

/** A field by its name in any case: GSPs pass the portal's answer on as "Data" or "data". */
function fieldOf(fields: Fields, name: string): unknown {
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : fields[key];
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The UTF-8 text a base64url part holds, or undefined when it is not one. */
function base64UrlText(part: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(part) || part.length % 4 === 1) return undefined;
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A JWT's payload, read without checking its signature. */
function jwtPayload(jwt: string, name: string): { payload: Fields } | { problem: string } {
  const parts = jwt.trim().split('.');
  const [header, payload] = parts.map(base64UrlText);
  if (parts.length !== 3 || !parts[2] || header === undefined || payload === undefined) {
    return { problem: `The ${name} is not a JWT: three base64url parts joined by dots.` };
  }
  const fields = parsedJson(payload);
  if (!isFields(parsedJson(header)) || !isFields(fields))
    return { problem: `The ${name}'s parts are not JSON objects.` };
  return { payload: fields };
}

/**
 * The data a signed QR code carries. Its signature is not verified here: it is NIC's, and checking
 * it needs NIC's public key, which we do not hold; the portal's own verifier does that for a
 * reader of the printed code. What this module can check is that the data names our document.
 */
export function decodeSignedQr(jwt: string): SignedQrData | { problem: string } {
  const read = jwtPayload(jwt, 'signed QR code');
  if ('problem' in read) return read;
  const raw = fieldOf(read.payload, 'data');
  const data = typeof raw === 'string' ? parsedJson(raw) : raw;
  if (!isFields(data)) return { problem: "The signed QR code's payload holds no data object." };
  const texts = ['SellerGstin', 'BuyerGstin', 'DocNo', 'DocTyp', 'DocDt', 'MainHsnCode', 'Irn', 'IrnDt'] as const;
  const numbers = ['TotInvVal', 'ItemCnt'] as const;
  const missing = [
    ...texts.filter(
      (key) => typeof data[key] !== 'string' && !(key === 'MainHsnCode' && typeof data[key] === 'number'),
    ),
    ...numbers.filter((key) => typeof data[key] !== 'number' || !Number.isFinite(data[key])),
  ];
  if (missing.length > 0) return { problem: `The signed QR code's data lacks ${missing.join(', ')}.` };
  return {
    SellerGstin: String(data.SellerGstin),
    BuyerGstin: String(data.BuyerGstin),
    DocNo: String(data.DocNo),
    DocTyp: String(data.DocTyp),
    DocDt: String(data.DocDt),
    TotInvVal: Number(data.TotInvVal),
    ItemCnt: Number(data.ItemCnt),
    MainHsnCode: String(data.MainHsnCode),
    Irn: String(data.Irn),
    IrnDt: String(data.IrnDt),
  };
}

/** The portal's answer under GSPs' wrappers: `{ Status: 1, Data: "<json>" }`, `{ data: {...} }`, a list of one. */
function answerBody(value: unknown, depth = 0): { body: Fields } | { problem: string } {
  if (Array.isArray(value) && value.length === 1) return answerBody(value[0], depth);
  if (Array.isArray(value)) return { problem: `The answer holds ${value.length} documents, not one.` };
  if (!isFields(value)) return { problem: "The IRP's answer is not a JSON object." };
  if (fieldOf(value, 'Irn') !== undefined) return { body: value };
  const status = fieldOf(value, 'Status');
  if (status === 0 || status === '0') {
    const details = fieldOf(value, 'ErrorDetails');
    const messages = Array.isArray(details)
      ? details
          .filter(isFields)
          .map((detail) => `${String(fieldOf(detail, 'ErrorCode'))} ${String(fieldOf(detail, 'ErrorMessage'))}`)
      : [];
    return { problem: `The IRP refused the document${messages.length > 0 ? `: ${messages.join('; ')}` : ''}.` };
  }
  const data = fieldOf(value, 'Data');
  if (typeof data === 'string' && parsedJson(data) === undefined) {
    return { problem: "The answer's Data is not JSON: is it still encrypted with the session key?" };
  }
  if (depth < 3 && typeof data === 'string') return answerBody(parsedJson(data), depth + 1);
  if (depth < 3 && data !== undefined) return answerBody(data, depth + 1);
  return { problem: "The answer has no Irn: it is not the IRP's answer for a registered document." };
}

/** The IRN and acknowledgement of one document, from the portal's answer or the bulk tool's export. */
export function parseIrpAnswer(text: string): IrpAnswer | { problem: string } {
  const parsed = parsedJson(text);
  if (parsed === undefined) return { problem: "The IRP's answer is not JSON." };
  const unwrapped = answerBody(parsed);
  if ('problem' in unwrapped) return unwrapped;
  const { body } = unwrapped;
  const problems: string[] = [];
  const irn = fieldOf(body, 'Irn');
  if (typeof irn !== 'string' || !/^[0-9a-f]{64}$/.test(irn)) {
    problems.push(`The IRN must be 64 lowercase hexadecimal characters (a SHA-256), not ${shownValue(irn)}.`);
  }
  const ackNo = fieldOf(body, 'AckNo');
  const ackText = typeof ackNo === 'number' && Number.isSafeInteger(ackNo) ? String(ackNo) : ackNo;
  if (typeof ackText !== 'string' || !/^\d{12,20}$/.test(ackText)) {
    const unsafe = typeof ackNo === 'number' && Number.isInteger(ackNo) && !Number.isSafeInteger(ackNo);
    problems.push(
      unsafe
        ? `The acknowledgement number ${ackNo} is too long to be read exactly as a number; it must come as text.`
        : `The acknowledgement number must be 12 to 20 digits, not ${shownValue(ackNo)}.`,
    );
  }
  const ackDate = fieldOf(body, 'AckDt');
  if (typeof ackDate !== 'string' || !isPortalStamp(ackDate)) {
    problems.push(`The acknowledgement date must be "YYYY-MM-DD HH:mm:ss", not ${shownValue(ackDate)}.`);
  }
  const signedQrCode = fieldOf(body, 'SignedQRCode');
  if (typeof signedQrCode !== 'string') {
    problems.push(`The answer has no signed QR code.`);
  } else {
    const decoded = decodeSignedQr(signedQrCode);
    if ('problem' in decoded) problems.push(decoded.problem);
  }
  const signedInvoice = fieldOf(body, 'SignedInvoice');
  if (!absent(signedInvoice)) {
    const read = typeof signedInvoice === 'string' ? jwtPayload(signedInvoice, 'signed invoice') : undefined;
    if (!read) problems.push('The signed invoice must be a JWT, as text.');
    else if ('problem' in read) problems.push(read.problem);
  }
  if (problems.length > 0) return { problem: problems.join(' ') };
  return {
    irn: String(irn),
    ackNo: String(ackText),
    ackDate: String(ackDate),
    signedQrCode: String(signedQrCode),
    ...(typeof signedInvoice === 'string' ? { signedInvoice } : {}),
  };
}

function shownValue(value: unknown): string {
  if (typeof value === 'string') return shown(value);
  if (typeof value === 'number') return String(value);
  return value === undefined ? 'nothing' : kindOf(value);
}

function isPortalStamp(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return (
    isCalendarDay(year ?? 0, month ?? 0, day ?? 0) && (hour ?? 24) < 24 && (minute ?? 60) < 60 && (second ?? 60) < 60
  );
}

/**
 * Whether an answer is for the document we sent: its signed QR code must name our GSTIN, the
 * document's number, date and total, and the answer's own IRN. A sentence for each difference.
 */
export function irpAnswerProblems(
  answer: IrpAnswer,
  expected: { supplierGstin: string; number: string; date: string; total: Paise },
): string[] {
  const qr = decodeSignedQr(answer.signedQrCode);
  if ('problem' in qr) return [qr.problem];
  const problems: string[] = [];
  if (qr.Irn !== answer.irn) problems.push(`The signed QR code is for IRN ${qr.Irn}, not the answer's ${answer.irn}.`);
  const gstin = normalizeGstin(expected.supplierGstin);
  if (normalizeGstin(qr.SellerGstin) !== gstin) {
    problems.push(`The signed QR code is for seller ${qr.SellerGstin}, not ${gstin}.`);
  }
  if (qr.DocNo !== expected.number)
    problems.push(`The signed QR code is for document ${qr.DocNo}, not ${expected.number}.`);
  const date = portalDate(expected.date);
  if (qr.DocDt !== date) problems.push(`The signed QR code is dated ${qr.DocDt}, not ${date}.`);
  const total = Math.round(qr.TotInvVal * 100);
  if (total !== expected.total) {
    problems.push(`The signed QR code is for a total of ₹${formatPaise(total)}, not ₹${formatPaise(expected.total)}.`);
  }
  return problems;
}
