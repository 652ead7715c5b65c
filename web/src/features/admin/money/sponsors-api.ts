// What /admin/sponsors reads from the API, through the domain's schemas of the answers. Kept out
// of api-responses.ts, which every admin page loads, so that they weigh on this page's chunk alone.
import { sponsorAnswerSchema, sponsorListAnswerSchema, sponsorPaymentAnswerSchema } from '@domain/api/sponsor-views';
import { unwrapped } from '../shared/api-responses';

export { SPONSORS_PATH, sponsorCodeRevocationPath, sponsorCodesPath, sponsorPath } from './sponsor-paths';

export const sponsorListResponse = unwrapped(sponsorListAnswerSchema);
export const sponsorResponse = unwrapped(sponsorAnswerSchema);
export const sponsorPaymentResponse = unwrapped(sponsorPaymentAnswerSchema);
