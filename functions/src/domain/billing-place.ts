// Where an invoice's recipient is, as forms hold it, apart from the billing schema (domain/billing.ts)
// and the state list (domain/gstin.ts): nothing here but what the wizard's first script needs.

/** The GST portal's code for a place outside India (an export's place of supply, a buyer abroad). */
export const OUTSIDE_INDIA = '96';

/**
 * What of the billing fields as typed applies where the institution is: abroad, a country and no
 * GSTIN nor SEZ (hidden then, and kept for a change of mind); in India, no country.
 */
export function applicableBilling<T extends { stateCode: string; gstin: string; country: string; sez: boolean }>(
  typed: T,
): T {
  return typed.stateCode === OUTSIDE_INDIA ? { ...typed, gstin: '', sez: false } : { ...typed, country: '' };
}
