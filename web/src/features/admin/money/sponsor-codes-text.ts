// What /admin/sponsors says of a sponsor's codes, and the text an organiser copies or downloads to
// send the unused ones to the sponsor: pure, from the sponsor's view (domain/api/sponsor-views.ts).
import type { SponsorCodeView, SponsorView } from '@domain/api/sponsor-views';
import { SPONSOR_CODE_KINDS, sponsorRateWithTax } from '@domain/sponsor-codes';
import { formatVenueDay } from '../shared/format';
import { rupeesOf, type SponsorshipOffer } from './sponsor-view';

/** The figures that price a code at the sponsor rate; null when the edition sells no sponsorship. */
export type SponsorRate = Pick<SponsorshipOffer, 'extraRegistration' | 'taxRatePercent'> | null;

export const COMPLIMENTARY_TEXT = 'Included in the package';

/** "Included in the package", or "At the sponsor rate, ₹5,900 with tax": what a code costs its user. */
export function codeKindText(kind: SponsorCodeView['kind'], rate: SponsorRate): string {
  if (kind === 'complimentary') return COMPLIMENTARY_TEXT;
  const rupees = rate ? sponsorRateWithTax(rate.extraRegistration, rate.taxRatePercent) : null;
  return rupees === null ? 'At the sponsor rate' : `At the sponsor rate, ${rupeesOf(rupees * 100)} with tax`;
}

/**
 * Where a code stands: not used yet; used (from the day it was, `usedAt`, which erasure keeps) by a
 * registration, named while it is kept: its ID and its registrant's name, the name null when the
 * record is gone and both null once erasure made the code forget it; or withdrawn by an
 * administrator.
 */
export type CodeState =
  | { kind: 'unused' }
  | { kind: 'used'; registrationId: string | null; name: string | null; day: string | null }
  | { kind: 'withdrawn'; day: string; by: string };

export function codeState(code: SponsorCodeView): CodeState {
  // The server withdraws no code that was used, and takes no withdrawn one: a registration made
  // with it is the fact that matters, should a record ever hold both.
  if (code.usedAt || code.usedBy) {
    return {
      kind: 'used',
      registrationId: code.usedBy?.registrationId ?? null,
      name: code.usedBy?.name ?? null,
      day: code.usedAt ? formatVenueDay(code.usedAt) : null,
    };
  }
  if (code.revoked) return { kind: 'withdrawn', day: formatVenueDay(code.revoked.at), by: code.revoked.by };
  return { kind: 'unused' };
}

export const isUnused = (code: SponsorCodeView) => codeState(code).kind === 'unused';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "6 codes, 3 not used, 2 used, 1 withdrawn", the states it has none of left out. */
export function codesSummary(codes: readonly SponsorCodeView[]): string {
  if (codes.length === 0) return 'no codes';
  const counts = { unused: 0, used: 0, withdrawn: 0 };
  for (const code of codes) counts[codeState(code).kind] += 1;
  const parts = [
    counts.unused ? `${counts.unused} not used` : '',
    counts.used ? `${counts.used} used` : '',
    counts.withdrawn ? `${counts.withdrawn} withdrawn` : '',
  ].filter(Boolean);
  return [plural(codes.length, 'code', 'codes'), ...parts].join(', ');
}

/**
 * When the codes can be handed out: the wizard takes a sponsor's code only once the sponsor's
 * payment is verified (services/sponsor-codes.ts), and a payment withdrawn stops them again.
 */
export function codesReadiness(sponsor: Pick<SponsorView, 'payment' | 'withdrawn' | 'contact'>): string {
  if (sponsor.payment) {
    return `The payment is verified: these codes work in the registration wizard now. Send the unused ones to ${sponsor.contact.name} (${sponsor.contact.email}).`;
  }
  const why = sponsor.withdrawn ? 'The payment was withdrawn' : 'The payment is not verified yet';
  return `${why}: these codes work in the registration wizard only once it is verified. Hand them out after that.`;
}

/**
 * What withdrawing the sponsor's payment does to its codes, as the dialog says before it is
 * confirmed: the unused ones stop working until the payment is verified again (claimableCode),
 * and the registrations already made with them stay as they are (a withdrawal cancels none).
 */
export function withdrawalEffectOnCodes(codes: readonly SponsorCodeView[]): string[] {
  const states = codes.map(codeState);
  const unused = states.filter((state) => state.kind === 'unused').length;
  const used = states.flatMap((state) => (state.kind === 'used' ? [state] : []));
  const sentences: string[] = [];
  if (unused > 0) {
    sentences.push(
      `${unused === 1 ? 'Its unused code stops' : `Its ${unused} unused codes stop`} working in the registration wizard until the payment is verified again.`,
    );
  }
  if (used.length > 0) {
    const named = used.map((state) => state.name ?? state.registrationId).filter((name): name is string => !!name);
    const who = named.length === used.length ? ` (${named.join(', ')})` : '';
    sentences.push(
      `${used.length === 1 ? 'The registration' : `The ${used.length} registrations`} already made with its codes${who} ${used.length === 1 ? 'stays' : 'stay'} as ${used.length === 1 ? 'it is' : 'they are'}: withdrawing the payment cancels none.`,
    );
  }
  return sentences;
}

/**
 * The unused codes as an organiser pastes them into a mail to the sponsor's contact: one a line,
 * under what each kind costs, the package's own first.
 */
export function unusedCodesText(codes: readonly SponsorCodeView[], rate: SponsorRate): string {
  const unused = codes.filter(isUnused);
  return SPONSOR_CODE_KINDS.map((kind) => {
    const group = unused.filter((code) => code.kind === kind).map((code) => code.code);
    return group.length === 0 ? '' : `${codeKindText(kind, rate)}:\n${group.join('\n')}`;
  })
    .filter(Boolean)
    .join('\n\n');
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The unused codes as a CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads the
 * rupee sign), lines ended CRLF, a code and what it costs on each. Neither starts with a character
 * a spreadsheet would run as a formula.
 */
export function unusedCodesCsv(codes: readonly SponsorCodeView[], rate: SponsorRate): string {
  const rows = codes.filter(isUnused).map((code) => [code.code, codeKindText(code.kind, rate)]);
  return `\uFEFF${[['Code', 'Kind'], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export const codesFileName = (sponsor: Pick<SponsorView, 'id'>) => `${sponsor.id}-unused-codes.csv`;

/** Announced once codes are added: those the sponsor has now that it had not before. */
export function codesAddedMessage(before: readonly SponsorCodeView[], after: SponsorView): string {
  const known = new Set(before.map((code) => code.code));
  const added = after.codes.filter((code) => !known.has(code.code)).map((code) => code.code);
  return `${plural(added.length, 'code', 'codes')} at the sponsor rate added for ${after.organisation.name}: ${added.join(', ')}.`;
}
