// What the status page loads on first need (load-status-services.ts), as one chunk: what reads the
// API's answers with the domain's schemas, the payment proof's rules, and the calls that follow
// a lookup.
export { apiErrorMessage } from '../../../lib/api-client';
export { proofErrors } from './proof-errors';
export { readRegistration } from './read-registration';
export { requestDataCopy, resendVerification, uploadPaymentProof } from './registration-api';
export { BillingForm } from './billing-form';
export { CancellationSection } from './cancellation-section';
