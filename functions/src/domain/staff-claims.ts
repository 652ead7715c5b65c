// The custom claims that make a Firebase Auth user staff: `admin: true`, or `checkin: true` for the
// registration desk alone. Set by `npm run admin` (scripts/admin) and, for the desk, from the
// console (services/desk-staff.ts); checked by services/admin-auth.ts on every call.

/** The claim each role sets or removes. */
export type Role = 'admin' | 'checkin';

/** The user's claims with `role` set (to true) or removed; every other claim is kept. */
export function withRoleClaim(
  claims: Record<string, unknown> | undefined,
  role: Role,
  granted: boolean,
): Record<string, unknown> {
  const { [role]: _previous, ...others } = claims ?? {};
  return granted ? { ...others, [role]: true } : others;
}
