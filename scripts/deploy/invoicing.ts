// Tax invoices for a real project: a deployment that takes money issues an invoice with every
// verified payment only when the edition gives each fact one needs (domain/invoice.ts), and gives
// them as the host institute's own, not the local suite's demo supplier. Without them it would
// take payments and issue nothing, and the accounts section would find out at the month's return:
// the check refuses it, naming the edition's file and what is missing.
import { invoicingFactsOf, lutYearOf, type InvoicingInput } from '../../functions/src/domain/invoice';

const HOW = 'docs/editions.md, "invoicing"';

/**
 * How zero-rated supplies are invoiced (an SEZ unit, a sponsor abroad) is the accounts section's
 * choice, stated: under a Letter of Undertaking of the conference's financial year without IGST,
 * or `lut: []` with IGST paid and refunded. Silence, or only another year's LUT, is a mistake.
 */
function lutGaps(input: InvoicingInput, eventDay: string): string[] {
  const year = lutYearOf(eventDay);
  if (input.lut === undefined) {
    return [
      `invoicing does not say how zero-rated supplies (an SEZ unit, a sponsor abroad) are invoiced: give lut: [{ arn, financialYear: '${year}' }], the host's Letter of Undertaking, or lut: [] to invoice them with IGST (${HOW})`,
    ];
  }
  if (input.lut.length > 0 && !input.lut.some((letter) => letter.financialYear === year)) {
    const given = input.lut.map((letter) => letter.financialYear).join(', ');
    return [
      `invoicing's lut covers ${given}, not ${year}, the conference's financial year: zero-rated supplies would bear IGST; add the ${year} Letter of Undertaking, or give lut: [] if that is meant (${HOW})`,
    ];
  }
  return [];
}

/**
 * What keeps the edition's invoicing facts from serving a real project, each a sentence that
 * starts with the field ("invoicing lacks …"): check:deploy prefixes the edition's file, and
 * `npm run edition:check` lists them under it.
 */
export function invoicingGaps(input: InvoicingInput | undefined, eventDay: string): string[] {
  const facts = invoicingFactsOf(input);
  if (!facts.complete) {
    return [`invoicing lacks ${facts.missing.join(', ')}: a verified payment would issue no tax invoice (${HOW})`];
  }
  if (facts.facts.demo) {
    return [
      `invoicing is the demo supplier's (demo: true, ${facts.facts.supplier.name}): give the host institute's name, address, GSTIN, SAC codes, Letter of Undertaking and signatory, confirmed by its accounts section, and remove demo: true (${HOW})`,
    ];
  }
  const fictional = fictionalFacts(facts.facts);
  if (fictional.length > 0) {
    return [
      `invoicing still holds the demo supplier's facts without demo: true (${fictional.join('; ')}): give the host institute's name, address, GSTIN, SAC codes, Letter of Undertaking and signatory, confirmed by its accounts section (${HOW})`,
    ];
  }
  return lutGaps(input ?? {}, eventDay);
}

/**
 * What of the facts is the local suite's fiction though `demo: true` was taken out (a copied
 * edition whose flag went first): a supplier or signatory that says it is fictional, or the demo's
 * number series. A real invoice with any of them would name no real supplier.
 */
function fictionalFacts(facts: { supplier: { name: string }; signatory: string; prefix: string }): string[] {
  const says = (text: string) => /\b(fictional|demo)\b/i.test(text);
  return [
    ...(says(facts.supplier.name) ? [`supplier.name '${facts.supplier.name}'`] : []),
    ...(says(facts.signatory) ? [`signatory '${facts.signatory}'`] : []),
    ...(facts.prefix.toUpperCase() === 'DEMO' ? [`prefix '${facts.prefix}'`] : []),
  ];
}

export function invoicingProblems(input: InvoicingInput | undefined, editionFile: string, eventDay: string): string[] {
  return invoicingGaps(input, eventDay).map((gap) => `${editionFile}: ${gap}`);
}

/** What the check prints for complete facts: who issues the invoices, and their numbers' series. */
export function invoicingSummary(input: InvoicingInput | undefined): string | null {
  const facts = invoicingFactsOf(input);
  if (!facts.complete) return null;
  const { supplier, prefix, sac, demo, lut } = facts.facts;
  const zeroRated = lut.length
    ? `zero-rated supplies under LUT ${lut.map((letter) => `${letter.arn} (${letter.financialYear})`).join(', ')}`
    : 'zero-rated supplies with IGST';
  return `tax invoices issued by ${demo ? 'the demo supplier ' : ''}${supplier.name} (GSTIN ${supplier.gstin}), SAC ${sac.admission} (admission) and ${sac.sponsorship} (sponsorship), numbered ${prefix}/<year>/<n>, ${zeroRated}`;
}
