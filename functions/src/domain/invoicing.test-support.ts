// For unit tests: a fictional host institute in Karnataka (29), the event there too, with a
// registered GSTIN of its own and the invoicing facts an edition gives (domain/invoice.ts).
import { gstinCheckCharacter } from './gstin';
import type { InvoicingFacts } from './invoice';

/** A GSTIN as the portal would issue one: the state, a PAN, entity 1, Z and its check character. */
export const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

export const HOST_FACTS: InvoicingFacts = {
  demo: false,
  supplier: {
    name: 'Host Institute of Technology',
    address: 'Campus Road, Vidyagiri\nDharwad 580011, Karnataka',
    gstin: gstinOf('29', 'AAAAH1234K'),
  },
  sac: { admission: '998596', sponsorship: '998397' },
  eInvoicing: true,
  prefix: 'ICEI',
  eventStateCode: '29',
  signatory: 'Registrar, Host Institute of Technology',
  placeOfSupply: 'event-state',
  lut: [],
};

/** The same host under a Letter of Undertaking for 2025-26: zero-rated supplies bear no IGST. */
export const HOST_WITH_LUT: InvoicingFacts = {
  ...HOST_FACTS,
  lut: [{ arn: 'AD290425000123Q', financialYear: '2025-26' }],
};
