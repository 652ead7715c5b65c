import type { AnyDeskSearch } from '@domain/api/check-in';

/** Whom a check-in is for: the holder of a pass code, or a person of a registration. */
export type DeskTarget = { code: string } | { registrationId: string; person: string };

export interface DeskPersonRow {
  key: string;
  name: string;
  organization: string;
  checkedIn: { at: string; by: string; desk?: string | undefined } | null;
  /** How to check this person in: absent until the payment is verified. */
  target: DeskTarget | null;
  /** Administrators only: whose check-in of the day an "Undo" takes back. */
  undo: { registrationId: string; person: string } | null;
  /**
   * Check-in staff, a verified person found by part of a name or a shared one: the search gives no
   * pass code then, and the desk says how to get one (the whole name, or the pass).
   */
  codeWithheld: boolean;
}

export interface DeskRegistrationRow {
  key: string;
  name: string;
  /** Shown to administrators; check-in staff's view has no registration ID. */
  registrationId: string | null;
  tier: string;
  paymentVerified: boolean;
  /** Cancelled: "do not admit", and no word of verifying a payment. */
  cancelled: boolean;
  /** Found by a pass: its holder is `persons[0]`, the rest their group, shown on asking. */
  byPass: boolean;
  persons: DeskPersonRow[];
}

/**
 * The desk's rows from either view of the search: an administrator's (registration IDs, check-in
 * by ID, undo) or check-in staff's allow-list (check-in by the person's pass code, nothing more).
 */
export function deskRowsOf(search: AnyDeskSearch): DeskRegistrationRow[] {
  if (search.view === 'administrator') {
    return search.results.map((result) => ({
      key: result.registrationId,
      name: result.name,
      registrationId: result.registrationId,
      tier: result.tier,
      paymentVerified: result.paymentVerified,
      cancelled: result.cancelled,
      byPass: result.byPass,
      persons: result.persons.map((person) => {
        const who = { registrationId: result.registrationId, person: person.person };
        return {
          key: person.person,
          name: person.name,
          organization: person.organization,
          checkedIn: person.checkedIn,
          target: result.paymentVerified ? who : null,
          undo: person.checkedIn ? who : null,
          codeWithheld: false,
        };
      }),
    }));
  }
  return search.results.map((result, index) => ({
    key: `${index}`,
    name: result.name,
    registrationId: null,
    tier: result.tier,
    paymentVerified: result.paymentVerified,
    cancelled: result.cancelled,
    byPass: result.byPass,
    persons: result.persons.map((person, personIndex) => ({
      key: `${personIndex}`,
      name: person.name,
      organization: person.organization,
      checkedIn: person.checkedIn,
      target: person.passCode ? { code: person.passCode } : null,
      undo: null,
      codeWithheld: result.paymentVerified && !person.passCode,
    })),
  }));
}
