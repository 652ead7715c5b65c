import { z } from '../../domain/zod';
import { CONFERENCE } from '../../domain/conference';
import { BADGE_IDS_INVALID, BADGES_TOO_MANY, MAX_BADGE_SELECTION } from '../../domain/messages';
import { isRegistrationId } from '../../domain/registration-id';
import { badgesOf, registrationsForBadges } from '../../services/badges';
import { badgesPdf } from '../../services/badges-pdf';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import type { RouteHandler } from '../types';
import { replyAttachment } from '../reply';

// Every ID is checked for its format before any of them is read.
const badgesSchema = z.object({
  registrationIds: z
    .array(z.string({ error: BADGE_IDS_INVALID }).refine(isRegistrationId, BADGE_IDS_INVALID), {
      error: BADGE_IDS_INVALID,
    })
    .max(MAX_BADGE_SELECTION, BADGES_TOO_MANY)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});

/** "ICEI 2025" → "badges-ICEI-2025.pdf": a file name with nothing to quote. */
const badgesFileName = () => `badges-${CONFERENCE.shortTitle.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

/** POST /api/admin/badges.pdf {registrationIds?}: one badge per person, every verified registration by default. */
export const postBadgesPdf: RouteHandler<'admin'> = async (req, res) => {
  const { registrationIds } = parseOrThrow(badgesSchema, jsonBody(req));
  const badges = await badgesOf(await registrationsForBadges(registrationIds ?? []));
  replyAttachment(res, 'application/pdf', badgesFileName(), await badgesPdf(badges));
};
