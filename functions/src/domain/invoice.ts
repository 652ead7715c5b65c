// What a registration's tax invoice says (CGST Rules, rule 46), from the edition's invoicing facts,
// the registration and the number and day it is issued under. Pure: the invoice service numbers
// and stores it, the PDF prints it.
import { rupeesInWords } from './amount-in-words';
import { GST_STATES, gstinProblem, normalizeGstin, stateCodeOfGstin } from './gstin';
import { paiseOfRupees, splitInclusiveTotal, type Paise, type TaxSplit } from './gst';

/** What is supplied: admission to the conference, or sponsorship of it. Each has its own SAC. */
export type SupplyKind = 'admission' | 'sponsorship';

export interface InvoicingInput {
  demo?: boolean | undefined;
  supplier?: { name: string; address: string; gstin: string } | undefined;
  sac?: Record<SupplyKind, string> | undefined;
  prefix?: string | undefined;
  eventStateCode?: string | undefined;
  signatory?: string | undefined;
  placeOfSupply?: 'event-state' | 'recipient-state' | undefined;
  eInvoicing?: boolean | undefined;
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
    },
  };
}

export interface InvoiceRecipient {
  name: string;
  address: string;
  /** Given only by a registrant billing a registered business or institution (B2B). */
  gstin?: string | undefined;
  /** The recipient's state code, when known (from the GSTIN, or the address's state). */
  stateCode?: string | undefined;
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

/** Where the supply takes place, as the edition's rule says. */
export function placeOfSupplyOf(facts: InvoicingFacts, recipient: InvoiceRecipient): string {
  if (facts.placeOfSupply === 'event-state') return facts.eventStateCode;
  const code = recipient.gstin ? stateCodeOfGstin(recipient.gstin) : recipient.stateCode;
  return code ?? facts.eventStateCode;
}

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
  const place = placeOfSupplyOf(facts, recipient);
  const tax = splitInclusiveTotal(total, input.ratePercent, place === supplierState ? 'intra-state' : 'inter-state');
  return {
    number: input.number,
    date: input.date,
    supplier: { ...facts.supplier, stateCode: supplierState, stateName: GST_STATES[supplierState] ?? supplierState },
    recipient,
    kind: gstin ? 'B2B' : 'B2C',
    sacCode: facts.sac[input.supply],
    lines,
    tax,
    placeOfSupply: { code: place, name: GST_STATES[place] ?? place },
    totalInWords: rupeesInWords(total),
    reverseCharge: false,
    signatory: facts.signatory,
  };
}
