// What the status page loads on first need (load-status-services.ts), as one chunk: what reads the
// API's answers with the domain's schemas, the payment proof's rules, the calls that follow a
// lookup, and the views of a registration found (a record is read with these, so it is never drawn
// without them). The lookup form draws without any of it.
export { apiErrorMessage } from '../../../lib/api-client';
export { proofErrors } from './proof-errors';
export { readRegistration } from './read-registration';
export { requestDataCopy, resendVerification, uploadPaymentProof } from './registration-api';
export { BillingForm } from './billing-form';
export { CancellationSection } from './cancellation-section';
export { DocumentsAndData } from './documents-and-data';
export { EmailStep } from './email-step';
export { PaymentStep } from './payment-step';
export { SummaryStep } from './summary-step';
