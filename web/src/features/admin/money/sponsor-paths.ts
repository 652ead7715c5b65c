// Where a sponsor's calls go: apart from sponsors-api.ts, whose answers' schemas a page that only
// links a sponsor's document (the accounts' registers) need not load.
export const SPONSORS_PATH = '/api/admin/sponsors';
export const sponsorPath = (id: string) => `${SPONSORS_PATH}/${encodeURIComponent(id)}`;

/** POST {count}: adds codes at the sponsor rate (domain/api/sponsor-codes.ts). */
export const sponsorCodesPath = (id: string) => `${sponsorPath(id)}/codes`;
/** POST, no body: withdraws a code not yet used. */
export const sponsorCodeRevocationPath = (id: string, code: string) =>
  `${sponsorCodesPath(id)}/${encodeURIComponent(code)}/revocation`;
