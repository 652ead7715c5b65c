// Sponsors' codes (domain/sponsor-codes.ts). GET /api/sponsor-codes/{code} tells the wizard what a
// code a registrant typed makes of the registration, before they submit it; POST
// /api/admin/sponsors/{id}/codes {count} adds codes at the sponsor rate; POST
// /api/admin/sponsors/{id}/codes/{code}/revocation withdraws one not yet used. The codes themselves
// are listed with their sponsor (sponsor-views.ts).
import { z } from '../zod';
import { MAX_SPONSOR_RATE_CODES_AT_ONCE } from '../limits';
import { SPONSOR_CODE_COUNT_INVALID } from '../messages';
import { SPONSOR_CODE_KINDS } from '../sponsor-codes';

/** What a code makes of a registration: who sponsors it and what is left to pay, in whole rupees. */
export const sponsorCodeLookupSchema = z.object({
  code: z.string(),
  kind: z.enum(SPONSOR_CODE_KINDS),
  organisation: z.string(),
  level: z.string(),
  amount: z.number(),
});
export type SponsorCodeLookup = z.output<typeof sponsorCodeLookupSchema>;

export const sponsorCodeLookupAnswerSchema = z.object({ sponsorCode: sponsorCodeLookupSchema });

export const sponsorRateCodesInputSchema = z.object(
  {
    count: z
      .number({ error: SPONSOR_CODE_COUNT_INVALID })
      .int(SPONSOR_CODE_COUNT_INVALID)
      .min(1, SPONSOR_CODE_COUNT_INVALID)
      .max(MAX_SPONSOR_RATE_CODES_AT_ONCE, SPONSOR_CODE_COUNT_INVALID),
  },
  { error: SPONSOR_CODE_COUNT_INVALID },
);
