// Tax invoices for a real project: a deployment that takes money issues an invoice with every
// verified payment only when the edition gives each fact one needs (domain/invoice.ts), and gives
// them as the host institute's own, not the local suite's demo supplier. Without them it would
// take payments and issue nothing, and the accounts section would find out at the month's return:
// the check refuses it, naming the edition's file and what is missing.
import { invoicingFactsOf, type InvoicingInput } from '../../functions/src/domain/invoice';

const HOW = 'docs/editions.md, "invoicing"';

export function invoicingProblems(input: InvoicingInput | undefined, editionFile: string): string[] {
  const facts = invoicingFactsOf(input);
  if (!facts.complete) {
    return [
      `${editionFile}: invoicing lacks ${facts.missing.join(', ')}: a verified payment would issue no tax invoice (${HOW})`,
    ];
  }
  if (facts.facts.demo) {
    return [
      `${editionFile}: invoicing is the demo supplier's (demo: true, ${facts.facts.supplier.name}): give the host institute's name, address, GSTIN, SAC codes and signatory, confirmed by its accounts section, and remove demo: true (${HOW})`,
    ];
  }
  return [];
}

/** What the check prints for complete facts: who issues the invoices, and their numbers' series. */
export function invoicingSummary(input: InvoicingInput | undefined): string | null {
  const facts = invoicingFactsOf(input);
  if (!facts.complete) return null;
  const { supplier, prefix, sac, demo } = facts.facts;
  return `tax invoices issued by ${demo ? 'the demo supplier ' : ''}${supplier.name} (GSTIN ${supplier.gstin}), SAC ${sac.admission} (admission) and ${sac.sponsorship} (sponsorship), numbered ${prefix}/<year>/<n>`;
}
