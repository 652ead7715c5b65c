// What a participant's name badge says: the name, the organisation, the role the tier gives and
// the pass the door staff scan. The PDF service lays badges out; the role is decided here.
import type { Tier, TierKind } from './tiers';

export const BADGE_ROLES = ['Author', 'Student', 'Industry', 'Academia'] as const;
export type BadgeRole = (typeof BADGE_ROLES)[number];

export interface Badge {
  name: string;
  organization: string;
  role: BadgeRole;
  /** The address the badge's QR code opens: the holder's pass. */
  passUrl: string;
}

// A student registered with a group attends as a student.
const ROLE_OF_KIND: Record<TierKind, BadgeRole> = {
  author: 'Author',
  student: 'Student',
  group: 'Student',
  industry: 'Industry',
  academia: 'Academia',
};

/** The role printed on the badge of someone registered in this tier. */
export function badgeRole(tier: Pick<Tier, 'kind'>): BadgeRole {
  return ROLE_OF_KIND[tier.kind];
}
