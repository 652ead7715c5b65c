// The invoicing facts the suite's functions issue with (the edition's demo supplier), and those of
// a second fictional supplier that is no demo, for tests of the service's rules in this process
// (an edition without facts, the fixture's tax that is not GST).
import { EDITION } from '../../functions/src/domain/edition';
import { invoicingFactsOf } from '../../functions/src/domain/invoice';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { creditInvoiceOf, invoicingOf, issueInvoice } from '../../functions/src/services/invoices';
import { issueSponsorInvoice } from '../../functions/src/services/sponsors';
import { suiteNow } from './clock';

/** A well-formed GSTIN of a fictional business registered in `state` (its GST code), with its PAN. */
export const gstinOf = (state: string, pan = 'AAACM9876Q') =>
  `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

/** The edition's own facts, as the suite's functions invoice with them. */
export const EDITION_FACTS = (() => {
  const facts = invoicingFactsOf(EDITION.invoicing);
  if (!facts.complete) throw new Error(`The edition gives no complete invoicing facts: ${facts.missing.join(', ')}.`);
  return facts.facts;
})();

const first14 = '29AAACT1234E1Z';

/** A supplier in Karnataka (state 29), invoices numbered "TEST/2526/1", "TEST/2526/2", … */
export const TEST_FACTS = {
  supplier: {
    name: 'Test Institute of Informatics',
    address: 'Survey No. 1, Test Road, Dharwad, Karnataka 580001',
    gstin: `${first14}${gstinCheckCharacter(first14)}`,
  },
  sac: { admission: '998596', sponsorship: '998397' },
  prefix: 'TEST',
  eventStateCode: '29',
  signatory: 'Registrar, Test Institute of Informatics',
  placeOfSupply: 'event-state',
} as const;

export const TEST_INVOICING = invoicingOf(TEST_FACTS);

/** The suite's present, running on from now, for services called in this process (not this machine's clock). */
async function suiteClock(): Promise<() => Date> {
  const now = await suiteNow();
  const startedAt = performance.now();
  return () => new Date(now.getTime() + (performance.now() - startedAt));
}

/** Issues a registration's invoice in this process, as of the suite's present. */
export async function issueTestInvoice(id: string) {
  return issueInvoice(id, 'test', TEST_INVOICING, await suiteClock());
}

/** Cancels a registration's invoice by a credit note in this process, as of the suite's present. */
export async function creditTestInvoice(id: string, reason: string) {
  return creditInvoiceOf(id, 'test', reason, await suiteClock());
}

/** Issues a sponsor's invoice in this process, as of the suite's present. */
export async function issueTestSponsorInvoice(id: string) {
  return issueSponsorInvoice(id, 'test', TEST_INVOICING, await suiteClock());
}
