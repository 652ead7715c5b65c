// A sponsor's code in the wizard (domain/sponsor-codes.ts): the tiers it is offered for, and the
// total the summary shows once one is applied. Free of zod: the lookup that reads the API's answer
// (sponsor-code-lookup.ts) comes with the wizard's checks.
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import type { Total } from '@domain/pricing';
import { draftTotal, type RegistrationDraft } from '@domain/registration-draft';
import { sponsorCodeCovers, sponsoredTotal } from '@domain/sponsor-codes';
import { getTier, type TierId } from '@domain/tiers';

/** Whether the tier is one a sponsor's code covers: one attendee, neither an author nor a group. */
export function sponsorCodeOffered(tierId: TierId | ''): boolean {
  return tierId !== '' && sponsorCodeCovers(getTier(tierId));
}

/**
 * The applied code that prices and goes with the registration: none while the chosen tier is one
 * a code cannot cover. The code is kept, so going back to a tier it covers applies it again.
 */
export function sponsorCodeInEffect(
  draft: Pick<RegistrationDraft, 'registrationTier'>,
  applied: SponsorCodeLookup | null,
): SponsorCodeLookup | null {
  return applied && sponsorCodeOffered(draft.registrationTier) ? applied : null;
}

/**
 * The total the wizard shows: the tier's, or the one line the code prices the registration at
 * (nothing, or the sponsor rate the server quoted), as the server will record it.
 */
export function wizardTotal(draft: RegistrationDraft, now: Date, applied: SponsorCodeLookup | null): Total {
  const total = draftTotal(draft, now);
  const code = sponsorCodeInEffect(draft, applied);
  return code ? sponsoredTotal(code, code.amount, total.period) : total;
}

/** "Sponsored by Kaveri Instruments (Gold sponsorship)". */
export const sponsoredBy = (code: Pick<SponsorCodeLookup, 'organisation' | 'level'>) =>
  `Sponsored by ${code.organisation} (${code.level} sponsorship)`;
