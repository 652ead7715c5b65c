// The badges of a set of verified registrations: one per person (a group's coordinator and each
// student), with the pass their QR code opens.
import { badgeRole, type Badge } from '../domain/badge';
import { DomainError } from '../domain/errors';
import { isCancelled, stateOf } from '../domain/lifecycle';
import { badgesNotFound, badgesNotVerified, namesUnprintable, NO_BADGES } from '../domain/messages';
import { passHoldersOf } from '../domain/passes';
import { getTier } from '../domain/tiers';
import { sortedQuery } from './admin-queries';
import { registrationDoc } from './collections';
import { firestore } from './firebase';
import { passLink } from './mail';
import { passCodesFor } from './passes';
import { unprintableCharacters } from './pdf-fonts';
import type { RegistrationRecord } from './registrations';

/** The registrations to print: every verified one (oldest first), or exactly those named. */
export async function registrationsForBadges(ids: readonly string[]): Promise<RegistrationRecord[]> {
  if (ids.length === 0) {
    const snapshot = await sortedQuery({ status: 'payment-verified', order: 'asc' }).get();
    const records = snapshot.docs.map((doc) => doc.data());
    if (records.length === 0) throw new DomainError('conflict', NO_BADGES);
    return records;
  }
  const snapshots = await firestore().getAll(...ids.map((id) => registrationDoc(id)));
  const records = snapshots.map((snapshot) => snapshot.data() as RegistrationRecord | undefined);
  const missing = ids.filter((_, at) => !records[at]);
  if (missing.length > 0) throw new DomainError('not-found', badgesNotFound(missing));
  const found = records.filter((record): record is RegistrationRecord => record !== undefined);
  // A cancelled registration admits no one: no badge either.
  const unverified = found
    .filter((record) => stateOf(record) !== 'payment-verified' || isCancelled(record))
    .map((record) => record.id);
  if (unverified.length > 0) throw new DomainError('conflict', badgesNotVerified(unverified));
  return found;
}

/** Everyone's badge, refused (422) when a name or organisation has characters no font prints. */
export async function badgesOf(records: readonly RegistrationRecord[]): Promise<Badge[]> {
  const badges: Badge[] = [];
  const unprintable: { registrationId: string; characters: string[] }[] = [];
  for (const record of records) {
    const codes = passCodesFor(record);
    const role = badgeRole(getTier(record.registrationTier), Boolean(record.sponsorCode));
    const missing = new Set<string>();
    for (const holder of passHoldersOf(record)) {
      for (const char of await unprintableCharacters(`${holder.name} ${holder.organization}`)) missing.add(char);
      const code = codes[holder.person];
      if (!code) continue;
      badges.push({ name: holder.name, organization: holder.organization, role, passUrl: passLink(code) });
    }
    if (missing.size > 0) unprintable.push({ registrationId: record.id, characters: [...missing] });
  }
  if (unprintable.length > 0) throw new DomainError('unprocessable', namesUnprintable(unprintable));
  return badges;
}
