import type { CheckInResult } from '@domain/api/check-in';
import { formatVenueTime } from '../shared/format';

/** What the desk shows full-screen after a scan or a tap. */
export type DeskOutcome =
  | { kind: 'answer'; answer: CheckInResult }
  /** The camera read a QR code that holds no pass code: the server is not asked. */
  | { kind: 'not-a-pass' }
  /** The server refused or did not answer (outside the conference's days, signed out, offline). */
  | { kind: 'failed'; message: string };

/** Green: let them in. Amber: look again. Red: not admitted here. */
export type Tone = 'go' | 'look' | 'stop';

export interface OutcomeView {
  tone: Tone;
  headline: string;
  person: { name: string; organization: string; tier: string } | null;
  detail: string | null;
}

export const UNKNOWN_PASS = 'Unknown pass';

/** The words and colour of an outcome, the same for a scan and for a tap in the search. */
export function outcomeView(outcome: DeskOutcome): OutcomeView {
  if (outcome.kind === 'not-a-pass') {
    return { tone: 'stop', headline: UNKNOWN_PASS, person: null, detail: 'This QR code is not an entry pass.' };
  }
  if (outcome.kind === 'failed') {
    return { tone: 'stop', headline: 'Not checked in', person: null, detail: outcome.message };
  }
  const { answer } = outcome;
  const person = answer.person
    ? { name: answer.person.name, organization: answer.person.organization, tier: answer.person.tier }
    : null;
  switch (answer.result) {
    case 'checked-in':
      return { tone: 'go', headline: 'Checked in', person, detail: null };
    case 'already-checked-in': {
      const when = answer.checkedInAt ? ` at ${formatVenueTime(answer.checkedInAt)}` : '';
      const who = answer.desk ?? answer.checkedInBy;
      return {
        tone: 'look',
        headline: 'Already checked in',
        person,
        detail: `Checked in${when}${who ? ` by ${who}` : ''}.`,
      };
    }
    case 'payment-not-verified':
      return {
        tone: 'stop',
        headline: 'Payment not verified',
        person,
        detail: 'Not admitted yet: please send them to the help desk.',
      };
    case 'cancelled':
      return {
        tone: 'stop',
        headline: 'Registration cancelled',
        person,
        detail: 'Not admitted: the registration was cancelled at their request. Send them to the help desk.',
      };
    case 'unknown-pass':
      return {
        tone: 'stop',
        headline: UNKNOWN_PASS,
        person: null,
        detail:
          'This code opens no valid pass: an old one, replaced or cancelled, or none of ours. Search by name to see where they stand.',
      };
  }
}
