// What the status page loads on first need (../zod-on-demand.ts), as one chunk: its API calls,
// which parse the answers with the domain's schemas, and the payment proof's rules.
export { apiErrorMessage } from '../../../lib/api-client';
export { proofErrors } from './proof-errors';
export { fetchRegistration, resendVerification, uploadPaymentProof } from './registration-api';
