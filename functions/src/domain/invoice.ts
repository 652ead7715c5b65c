// What a registration's tax invoice says (CGST Rules, rule 46), from the edition's invoicing facts,
// the registration and the number and day it is issued under. Pure: the invoice service numbers
// and stores it, the PDF prints it.
import { rupeesInWords } from './amount-in-words';
import type { BillingDetails } from './billing';
import { whereOf } from './countries';
import { GST_STATES, OUTSIDE_INDIA, gstStateCodeOfName, gstinProblem, normalizeGstin, stateCodeOfGstin } from './gstin';
import { paiseOfRupees, splitInclusiveTotal, type Paise, type TaxSplit } from './gst';
import { lutYearOf } from './invoice-number';

/** What is supplied: admission to the conference, or sponsorship of it. Each has its own SAC. */
export type SupplyKind = 'admission' | 'sponsorship';

/**
 * How a supply is reported (GSTR-1, the e-invoice's SupTyp): to a registered buyer (B2B) or not
 * (B2C), or zero-rated (IGST Act s. 16), to an SEZ unit or developer or as an export of services,
 * each with IGST paid (WP, refunded later) or without it under a Letter of Undertaking (WOP).
 */
export type Supply = 'B2B' | 'B2C' | 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP';

/** A Letter of Undertaking (form GST RFD-11): zero-rated supplies of its financial year bear no IGST. */
export interface LetterOfUndertaking {
  /** The acknowledgement (ARN) the portal gave on filing it, e.g. "AD290425000123Q". */
  arn: string;
  /** "2025-26". */
  financialYear: string;
}

/** A zero-rated supply's endorsement (CGST Rules, rule 46, proviso): why, and the LUT if without IGST. */
export interface ZeroRating {
  to: 'export' | 'sez';
  /** The LUT's ARN when supplied without payment of IGST; null when IGST is paid. */
  lut: string | null;
}

export const isWithoutTax = (supply: Supply) => supply === 'SEZWOP' || supply === 'EXPWOP';

export interface InvoicingInput {
  demo?: boolean | undefined;
  supplier?: { name: string; address: string; gstin: string } | undefined;
  sac?: Record<SupplyKind, string> | undefined;
  prefix?: string | undefined;
  eventStateCode?: string | undefined;
  signatory?: string | undefined;
  placeOfSupply?: 'event-state' | 'recipient-state' | undefined;
  eInvoicing?: boolean | undefined;
  lut?: readonly LetterOfUndertaking[] | undefined;
}

export interface InvoicingFacts {
  /** The local suite's fictional supplier: invoices only in a demo project. */
  demo: boolean;
  supplier: { name: string; address: string; gstin: string };
  sac: Record<SupplyKind, string>;
  prefix: string;
  eventStateCode: string;
  signatory: string;
  placeOfSupply: 'event-state' | 'recipient-state';
  /** B2B documents are reported to the Invoice Registration Portal (domain/e-invoice.ts). */
  eInvoicing: boolean;
  /** The LUTs in force: a zero-rated supply in a year without one is invoiced with IGST. */
  lut: readonly LetterOfUndertaking[];
}

/** The edition's facts, complete, or which of them are missing (said to the administrator). */
export function invoicingFactsOf(
  input: InvoicingInput | undefined,
): { complete: true; facts: InvoicingFacts } | { complete: false; missing: string[] } {
  const given = input ?? {};
  const missing = [
    ...(given.supplier ? [] : ["the supplier's name, address and GSTIN"]),
    ...(given.sac ? [] : ['the SAC codes (admission, sponsorship)']),
    ...(given.prefix ? [] : ["the invoice numbers' prefix"]),
    ...(given.eventStateCode ? [] : ["the event's state"]),
    ...(given.signatory ? [] : ['the signatory']),
  ];
  const { supplier, sac, prefix, eventStateCode, signatory } = given;
  if (!supplier || !sac || !prefix || !eventStateCode || !signatory) return { complete: false, missing };
  return {
    complete: true,
    facts: {
      demo: given.demo === true,
      supplier,
      sac,
      prefix,
      eventStateCode,
      signatory,
      placeOfSupply: given.placeOfSupply ?? 'event-state',
      eInvoicing: given.eInvoicing ?? true,
      lut: given.lut ?? [],
    },
  };
}

export interface InvoiceRecipient {
  name: string;
  address: string;
  /** Given only by a registrant billing a registered business or institution (B2B). */
  gstin?: string | undefined;
  /** The recipient's state code, when known (from the GSTIN, or the address's state); OUTSIDE_INDIA abroad. */
  stateCode?: string | undefined;
  /** Abroad only: ISO 3166 alpha-2. */
  country?: string | undefined;
  /** An SEZ unit or developer, registered (with a GSTIN). */
  sez?: boolean | undefined;
}

/** An organisation's billing details as an invoice's recipient, "Attn:" the person it concerns. */
export function recipientOfBilling(billing: BillingDetails, attention: string): InvoiceRecipient {
  const { name, address, stateCode, gstin, country, sez } = billing;
  return {
    name,
    address: `Attn: ${attention}\n${address}`,
    stateCode,
    ...(gstin ? { gstin } : {}),
    ...(country ? { country } : {}),
    ...(sez ? { sez } : {}),
  };
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** GST-inclusive, in paise. */
  amount: Paise;
}

export interface InvoiceParticulars {
  number: string;
  /** The venue's calendar day of issue (YYYY-MM-DD). */
  date: string;
  supplier: InvoicingFacts['supplier'] & { stateCode: string; stateName: string };
  recipient: InvoiceRecipient;
  kind: 'B2B' | 'B2C';
  /** How the returns and the e-invoice report it. */
  supply: Supply;
  /** Zero-rated supplies only: the endorsement the invoice carries. */
  zeroRated: ZeroRating | null;
  sacCode: string;
  lines: InvoiceLine[];
  tax: TaxSplit;
  placeOfSupply: { code: string; name: string };
  totalInWords: string;
  /**
   * Rule 46(p): whether tax is payable on reverse charge. Never for admission sold by the host, nor
   * for sponsorship a body corporate supplies (docs/editions.md says when it would be).
   */
  reverseCharge: false;
  signatory: string;
}

/**
 * Where the supply takes place. Admission to a conference is supplied where the event is held, to
 * a recipient abroad too (IGST Act s. 12(6) and 13(5)): it is no export. Sponsorship of it
 * ('recipient-state') is supplied where a registered recipient is, by its GSTIN's state, but where
 * the event is held for a recipient without a GSTIN (s. 12(7)(b)), and outside India for a
 * recipient abroad (s. 13(2)).
 */
export function placeOfSupplyOf(facts: InvoicingFacts, recipient: InvoiceRecipient): string {
  if (facts.placeOfSupply === 'event-state') return facts.eventStateCode;
  if (recipient.gstin) return stateCodeOfGstin(recipient.gstin) ?? facts.eventStateCode;
  return recipient.stateCode === OUTSIDE_INDIA ? OUTSIDE_INDIA : facts.eventStateCode;
}

/**
 * Where a supply to `recipient` on `date` takes place, how it is reported, and its endorsement if
 * zero-rated: to an SEZ (s. 16(1)(b)) or an export (s. 16(1)(a)), without IGST in a year the
 * edition lists an LUT for.
 */
export function supplyOf(
  facts: InvoicingFacts,
  recipient: InvoiceRecipient,
  date: string,
): { place: string; supply: Supply; zeroRated: ZeroRating | null } {
  const place = placeOfSupplyOf(facts, recipient);
  const to = recipient.sez && recipient.gstin ? 'sez' : place === OUTSIDE_INDIA ? 'export' : null;
  if (to === null) return { place, supply: recipient.gstin ? 'B2B' : 'B2C', zeroRated: null };
  const year = lutYearOf(date);
  const lut = facts.lut.find((letter) => letter.financialYear === year)?.arn ?? null;
  const head = to === 'sez' ? 'SEZ' : 'EXP';
  return { place, supply: `${head}${lut ? 'WOP' : 'WP'}`, zeroRated: { to, lut } };
}

export { lutYearOf } from './invoice-number';

/**
 * The tax in a GST-inclusive total: none on a zero-rated supply without payment (the whole is its
 * value), IGST on one with payment (it is inter-state wherever it is, IGST Act s. 7(5)), else by
 * whether the place of supply is the supplier's state.
 */
export function taxOfSupply(total: Paise, ratePercent: number, supply: Supply, intraState: boolean): TaxSplit {
  if (isWithoutTax(supply)) {
    return { kind: 'inter-state', ratePercent, total, taxable: total, cgst: 0, sgst: 0, igst: 0 };
  }
  const inter = supply !== 'B2B' && supply !== 'B2C';
  return splitInclusiveTotal(total, ratePercent, intraState && !inter ? 'intra-state' : 'inter-state');
}

/** Rule 46's endorsement of a zero-rated supply, as the invoice prints it. */
export function zeroRatedEndorsement({ to, lut }: ZeroRating): string {
  const what =
    to === 'export'
      ? 'Supply meant for export of services'
      : 'Supply to an SEZ unit or SEZ developer for authorised operations';
  return lut
    ? `${what} under Letter of Undertaking (ARN ${lut}) without payment of integrated tax`
    : `${what} on payment of integrated tax`;
}

/** Where a recipient is, as a document prints it: "Karnataka (29)", or the country abroad. */
export const recipientPlaceOf = (recipient: InvoiceRecipient): string | null =>
  recipient.stateCode ? whereOf({ stateCode: recipient.stateCode, country: recipient.country }) : null;

export function invoiceParticulars(input: {
  facts: InvoicingFacts;
  supply: SupplyKind;
  number: string;
  date: string;
  recipient: InvoiceRecipient;
  lines: readonly { description: string; quantity: number; amountRupees: number }[];
  ratePercent: number;
}): InvoiceParticulars {
  const { facts } = input;
  const gstin = input.recipient.gstin ? normalizeGstin(input.recipient.gstin) : undefined;
  if (gstin !== undefined && gstinProblem(gstin) !== null) throw new RangeError(`"${gstin}" is not a GSTIN.`);
  const recipient = { ...input.recipient, ...(gstin ? { gstin, stateCode: stateCodeOfGstin(gstin) } : {}) };
  const lines = input.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    amount: paiseOfRupees(line.amountRupees),
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const supplierState = stateCodeOfGstin(facts.supplier.gstin);
  const { place, supply, zeroRated } = supplyOf(facts, recipient, input.date);
  const tax = taxOfSupply(total, input.ratePercent, supply, place === supplierState);
  return {
    number: input.number,
    date: input.date,
    supplier: { ...facts.supplier, stateCode: supplierState, stateName: GST_STATES[supplierState] ?? supplierState },
    recipient,
    kind: gstin ? 'B2B' : 'B2C',
    supply,
    zeroRated,
    sacCode: facts.sac[input.supply],
    lines,
    tax,
    placeOfSupply: { code: place, name: place === OUTSIDE_INDIA ? 'Outside India' : (GST_STATES[place] ?? place) },
    totalInWords: rupeesInWords(total),
    reverseCharge: false,
    signatory: facts.signatory,
  };
}

/** Rule 46(e): from this taxable value, an invoice to a buyer without a GSTIN names the buyer's state and its code. */
export const B2C_STATE_FROM_TAXABLE: Paise = paiseOfRupees(50_000);

/**
 * Whether a registrant invoiced as themselves (no institution's billing details, which carry a
 * state) must give their state in India for the invoice their `totalRupees` will get: its taxable
 * value reaches rule 46(e)'s ₹50,000 and the state typed is none of the GST list's.
 */
export function invoiceNeedsState(
  person: { country: string; state?: string | null | undefined; billing?: unknown },
  totalRupees: number,
  ratePercent: number,
): boolean {
  if (person.billing || person.country !== 'India') return false;
  if (person.state && gstStateCodeOfName(person.state)) return false;
  return splitInclusiveTotal(paiseOfRupees(totalRupees), ratePercent, 'intra-state').taxable >= B2C_STATE_FROM_TAXABLE;
}
