// The billing details' fields as the wizard and the status page name them (domain/billing.ts).
import type { BillingDetails } from '@domain/billing';

export type BillingField = keyof BillingDetails;

export const BILLING_FIELD_LABELS: Record<BillingField, string> = {
  name: 'Institution name',
  address: 'Billing address',
  stateCode: 'State or union territory',
  gstin: 'GSTIN',
  // Beside the participant's own country on the wizard's page: named apart.
  country: 'Billing country',
  sez: 'SEZ unit or developer',
};
