// Asks the API what a sponsor's code makes of the registration (GET /api/sponsor-codes/{code})
// before it is submitted. Part of the wizard's checks chunk (wizard-validation.ts): the answer is
// read with the schema the server builds it with.
import { sponsorCodeLookupAnswerSchema, type SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { SERVER_ERROR, SPONSOR_CODE_FORMAT } from '@domain/messages';
import { normalizeSponsorCode } from '@domain/sponsor-codes';
import { ApiUnreachableError, getJson } from '../../../lib/api-client';

export type SponsorCodeAnswer = { ok: true; sponsorCode: SponsorCodeLookup } | { ok: false; message: string };

// The refusals a registrant can act on say why: a code mistyped (400), unknown (404), used,
// withdrawn or not yet paid for (409), a browser App Check could not vouch for (401), too many
// tries this minute (429). Anything else is the server's trouble, not the code's.
const SAYS_WHY = new Set([400, 401, 404, 409, 429]);

/** The code as typed (any case, with or without hyphens): what it makes of the registration, or why not. */
export async function lookupSponsorCode(typed: string): Promise<SponsorCodeAnswer> {
  // Only a code of the right shape reaches the address, and one typed wrong is told so at once.
  const code = normalizeSponsorCode(typed);
  if (code === null) return { ok: false, message: SPONSOR_CODE_FORMAT };
  try {
    const answer = await getJson<{ data?: unknown }>(`/api/sponsor-codes/${encodeURIComponent(code)}`);
    if (!answer.success) {
      return { ok: false, message: SAYS_WHY.has(answer.status) && answer.error ? answer.error : SERVER_ERROR };
    }
    const read = sponsorCodeLookupAnswerSchema.safeParse(answer.data);
    return read.success ? { ok: true, sponsorCode: read.data.sponsorCode } : { ok: false, message: SERVER_ERROR };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { ok: false, message: SERVER_ERROR };
    throw error;
  }
}
