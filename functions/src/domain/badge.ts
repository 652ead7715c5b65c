// What a participant's name badge says: the name, the organisation, the role the tier gives (or
// Sponsor, for a sponsor's delegate) and the pass the door staff scan. The PDF service lays badges
// out; the role is decided here.
import type { Tier, TierKind } from './tiers';

export const BADGE_ROLES = ['Author', 'Student', 'Industry', 'Academia', 'Sponsor'] as const;
export type BadgeRole = (typeof BADGE_ROLES)[number];

export interface Badge {
  name: string;
  organization: string;
  role: BadgeRole;
  /** The address the badge's QR code opens: the holder's pass. */
  passUrl: string;
}

// A student registered with a group attends as a student.
const ROLE_OF_KIND: Record<TierKind, Exclude<BadgeRole, 'Sponsor'>> = {
  author: 'Author',
  student: 'Student',
  group: 'Student',
  industry: 'Industry',
  academia: 'Academia',
};

/**
 * The role printed on the badge of someone registered in this tier: Sponsor for whoever registered
 * with a sponsor's code (domain/sponsor-codes.ts), complimentary or at the sponsor rate, since the
 * desk and the other delegates should see whom they represent.
 */
export function badgeRole(tier: Pick<Tier, 'kind'>, withSponsorCode = false): BadgeRole {
  return withSponsorCode ? 'Sponsor' : ROLE_OF_KIND[tier.kind];
}
