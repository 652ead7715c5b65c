// What /admin/sponsors reads from the API, through the domain's schemas of the answers. Kept out
// of api-responses.ts, which every admin page loads, so that they weigh on this page's chunk alone.
import { sponsorAnswerSchema, sponsorListAnswerSchema, sponsorPaymentAnswerSchema } from '@domain/api/sponsor-views';
import { unwrapped } from '../shared/api-responses';

export const SPONSORS_PATH = '/api/admin/sponsors';
export const sponsorPath = (id: string) => `${SPONSORS_PATH}/${encodeURIComponent(id)}`;

export const sponsorListResponse = unwrapped(sponsorListAnswerSchema);
export const sponsorResponse = unwrapped(sponsorAnswerSchema);
export const sponsorPaymentResponse = unwrapped(sponsorPaymentAnswerSchema);

/** POST {count}: adds codes at the sponsor rate (domain/api/sponsor-codes.ts). */
export const sponsorCodesPath = (id: string) => `${sponsorPath(id)}/codes`;
/** POST, no body: withdraws a code not yet used. */
export const sponsorCodeRevocationPath = (id: string, code: string) =>
  `${sponsorCodesPath(id)}/${encodeURIComponent(code)}/revocation`;
