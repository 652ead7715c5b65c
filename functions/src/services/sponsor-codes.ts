// Sponsors' codes (domain/sponsor-codes.ts): made with the sponsor for its package's registrations,
// added by administrators at the sponsor rate, looked up by the wizard, claimed by the batch that
// creates the registration (on condition the code is unchanged since it was read, so two
// registrations cannot share one), withdrawn while unused, and listed with who used them.
import { randomBytes } from 'node:crypto';
import type { DocumentReference, QuerySnapshot, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import type { SponsorCodeLookup } from '../domain/api/sponsor-codes';
import type { SponsorCodeView } from '../domain/api/sponsor-views';
import { TAX } from '../domain/conference';
import { GROUPED_CODE_BYTES, groupedCodeOf } from '../domain/crockford';
import { DomainError } from '../domain/errors';
import {
  SPONSOR_CODE_FORMAT,
  SPONSOR_CODE_IN_USE,
  SPONSOR_CODE_NOT_FOUND,
  SPONSOR_CODE_NOT_YET,
  SPONSOR_CODE_REVOKED,
  SPONSOR_CODE_UNKNOWN,
  SPONSOR_CODE_USED,
  SPONSOR_RATE_NOT_SOLD,
} from '../domain/messages';
import {
  normalizeSponsorCode,
  SPONSOR_CODE_KINDS,
  sponsorRateWithTax,
  type SponsorCodeKind,
  type SponsoredBy,
} from '../domain/sponsor-codes';
import { SPONSORSHIP } from '../domain/sponsorship';
import { registrations, sponsorCodes, sponsors, type StoredSponsor, type StoredSponsorCode } from './collections';
import { asContention, retryOnContention } from './contention';
import { firestore } from './firebase';

/** The sponsor rate with the tax, in whole rupees, as the edition sets it. */
export function sponsorRate(): number {
  const rate = SPONSORSHIP ? sponsorRateWithTax(SPONSORSHIP.extraRegistration, TAX.ratePercent) : null;
  if (rate === null) throw new DomainError('conflict', SPONSOR_RATE_NOT_SOLD);
  return rate;
}

/** New codes of a kind for a sponsor, written into the caller's batch with `create`, so none is reused. */
export function addCodes(
  batch: WriteBatch,
  input: { sponsorId: string; kind: SponsorCodeKind; count: number; by: string; now: Date; expiresAt: Date },
): void {
  for (let index = 0; index < input.count; index += 1) {
    const code = groupedCodeOf(randomBytes(GROUPED_CODE_BYTES));
    batch.create(sponsorCodes().doc(code), {
      sponsorId: input.sponsorId,
      kind: input.kind,
      createdAt: input.now,
      createdBy: input.by,
      usedBy: null,
      usedAt: null,
      revoked: null,
      expiresAt: input.expiresAt,
    });
  }
}

/**
 * Codes as the sponsors' page lists them, by sponsor: the package's first, each kind oldest first,
 * with who used each, named from one read of the registrations that used any of them.
 */
async function codeViewsBySponsor(snapshot: QuerySnapshot<StoredSponsorCode>): Promise<Map<string, SponsorCodeView[]>> {
  const used = snapshot.docs.flatMap((doc) => (doc.data().usedBy ? [doc.data().usedBy as string] : []));
  const names = new Map<string, string>();
  if (used.length > 0) {
    const records = await firestore().getAll(...used.map((id) => registrations().doc(id)));
    for (const record of records) {
      const data = record.data();
      if (data) names.set(record.id, `${data.firstName} ${data.lastName}`.trim());
    }
  }
  const bySponsor = new Map<string, SponsorCodeView[]>();
  const sorted = snapshot.docs
    .map((doc) => ({ code: doc.id, ...doc.data() }))
    .sort(
      (a, b) =>
        SPONSOR_CODE_KINDS.indexOf(a.kind) - SPONSOR_CODE_KINDS.indexOf(b.kind) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.code.localeCompare(b.code),
    );
  for (const code of sorted) {
    const views = bySponsor.get(code.sponsorId) ?? [];
    views.push({
      code: code.code,
      kind: code.kind,
      createdAt: code.createdAt.toISOString(),
      usedBy: code.usedBy ? { registrationId: code.usedBy, name: names.get(code.usedBy) ?? null } : null,
      usedAt: code.usedAt?.toISOString() ?? null,
      revoked: code.revoked ? { at: code.revoked.at.toISOString(), by: code.revoked.by } : null,
    });
    bySponsor.set(code.sponsorId, views);
  }
  return bySponsor;
}

/** One sponsor's codes, as its page lists them. */
export async function codesOfSponsor(sponsorId: string): Promise<SponsorCodeView[]> {
  const views = await codeViewsBySponsor(await sponsorCodes().where('sponsorId', '==', sponsorId).get());
  return views.get(sponsorId) ?? [];
}

/** Every sponsor's codes, by sponsor, for the list of sponsors: one read, not one per sponsor. */
export async function codesBySponsor(): Promise<Map<string, SponsorCodeView[]>> {
  return codeViewsBySponsor(await sponsorCodes().get());
}

/** A code that can make a registration now, as read: where it is, when, and what it makes. */
export interface ClaimableCode {
  ref: DocumentReference<StoredSponsorCode>;
  readAt: Timestamp;
  sponsorId: string;
  sponsoredBy: SponsoredBy;
  /** What the registration costs with it, in whole rupees with the tax. */
  amount: number;
}

/**
 * The code a registrant typed, if it can make a registration: ours, unused, not withdrawn, and its
 * sponsor's payment verified (a sponsor who has not paid gives nothing away yet). Refused with the
 * sentence that says which.
 */
export async function claimableCode(typed: string): Promise<ClaimableCode> {
  const code = normalizeSponsorCode(typed);
  if (code === null) throw new DomainError('bad-request', SPONSOR_CODE_FORMAT);
  const ref = sponsorCodes().doc(code);
  const snapshot = await ref.get();
  const stored = snapshot.data();
  if (!stored || !snapshot.updateTime) throw new DomainError('not-found', SPONSOR_CODE_UNKNOWN);
  if (stored.revoked) throw new DomainError('conflict', SPONSOR_CODE_REVOKED);
  if (stored.usedAt) throw new DomainError('conflict', SPONSOR_CODE_USED);
  const sponsor = (await sponsors().doc(stored.sponsorId).get()).data();
  // A sponsor's record goes after the event with its contact details: its codes go with it.
  if (!sponsor) throw new DomainError('not-found', SPONSOR_CODE_UNKNOWN);
  if (!sponsor.payment) throw new DomainError('conflict', SPONSOR_CODE_NOT_YET);
  const sponsoredBy = { kind: stored.kind, organisation: sponsor.organisation.name, level: sponsor.level };
  return {
    ref,
    readAt: snapshot.updateTime,
    sponsorId: stored.sponsorId,
    sponsoredBy,
    amount: stored.kind === 'complimentary' ? 0 : sponsorRate(),
  };
}

/** What the wizard shows for a code before the registration is sent. */
export async function lookUpCode(typed: string): Promise<SponsorCodeLookup> {
  const claimable = await claimableCode(typed);
  return { code: claimable.ref.id, ...claimable.sponsoredBy, amount: claimable.amount };
}

/**
 * Marks the code used by a registration, in the batch that creates it, on condition nobody changed
 * it since it was read: a second registration with the same code fails as a whole.
 */
export function claimCode(batch: WriteBatch, claim: ClaimableCode, registrationId: string, at: Date): void {
  batch.update(claim.ref, { usedBy: registrationId, usedAt: at }, { lastUpdateTime: claim.readAt });
}

/** Codes at the sponsor rate added to a sponsor: its record must exist and the edition set a rate. */
export async function addSponsorRateCodes(
  sponsorId: string,
  sponsor: StoredSponsor,
  count: number,
  by: string,
  now: Date,
): Promise<void> {
  sponsorRate();
  const batch = firestore().batch();
  addCodes(batch, { sponsorId, kind: 'sponsor-rate', count, by, now, expiresAt: sponsor.expiresAt });
  await batch.commit();
}

/**
 * Withdraws one of a sponsor's codes that nobody used, on condition it is unchanged since read: a
 * registration claiming it meanwhile wins, and the withdrawal, decided again, is refused.
 * Withdrawing a withdrawn code changes nothing.
 */
export async function revokeCode(sponsorId: string, typed: string, by: string, now: Date): Promise<void> {
  const code = normalizeSponsorCode(typed);
  if (code === null) throw new DomainError('not-found', SPONSOR_CODE_NOT_FOUND);
  const ref = sponsorCodes().doc(code);
  await retryOnContention(async () => {
    const snapshot = await ref.get();
    const stored = snapshot.data();
    if (!stored || stored.sponsorId !== sponsorId || !snapshot.updateTime) {
      throw new DomainError('not-found', SPONSOR_CODE_NOT_FOUND);
    }
    if (stored.usedAt) throw new DomainError('conflict', SPONSOR_CODE_IN_USE);
    if (stored.revoked) return;
    await ref.update({ revoked: { at: now, by } }, { lastUpdateTime: snapshot.updateTime }).catch((error: unknown) => {
      throw asContention(error);
    });
  });
}
