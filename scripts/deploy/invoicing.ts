// Tax invoices for a real project: a deployment that takes money issues an invoice with every
// verified payment only when the edition gives each fact one needs (domain/invoice.ts). Without
// them it would take payments and issue nothing, and the accounts section would find out at the
// month's return: the check refuses it, naming the edition's file and what is missing.
import { invoicingFactsOf, type InvoicingInput } from '../../functions/src/domain/invoice';

const HOW = 'docs/editions.md, "invoicing"';

export function invoicingProblems(input: InvoicingInput | undefined, editionFile: string): string[] {
  const facts = invoicingFactsOf(input);
  if (facts.complete) return [];
  return [
    `${editionFile}: invoicing lacks ${facts.missing.join(', ')}: a verified payment would issue no tax invoice (${HOW})`,
  ];
}

/** What the check prints for complete facts: who issues the invoices, and their numbers' series. */
export function invoicingSummary(input: InvoicingInput | undefined): string | null {
  const facts = invoicingFactsOf(input);
  if (!facts.complete) return null;
  const { supplier, prefix, sacCode } = facts.facts;
  return `tax invoices issued by ${supplier.name} (GSTIN ${supplier.gstin}), SAC ${sacCode}, numbered ${prefix}/<year>/<n>`;
}
