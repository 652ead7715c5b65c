import { normalizeSearch } from '@domain/admin-search';
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
  /** The pass code's last characters, once the person has a pass. */
  passEnding: string | null;
  /** Someone else among the results has the same name: the desk shows what tells them apart. */
  sharesName: boolean;
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
 * by ID, undo) or check-in staff's allow-list (check-in by the person's pass code, nothing more),
 * each person marked when someone else found has the same name.
 */
export function deskRowsOf(search: AnyDeskSearch): DeskRegistrationRow[] {
  const rows = rowsOf(search);
  // Names compared as the server compares them when it withholds a shared name's pass code.
  const seen = new Map<string, number>();
  for (const person of rows.flatMap(({ persons }) => persons)) {
    const key = normalizeSearch(person.name);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return rows.map((row) => ({
    ...row,
    persons: row.persons.map((person) => ({
      ...person,
      sharesName: (seen.get(normalizeSearch(person.name)) ?? 0) > 1,
    })),
  }));
}

function rowsOf(search: AnyDeskSearch): DeskRegistrationRow[] {
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
          passEnding: person.passEnding ?? null,
          sharesName: false,
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
      passEnding: person.passEnding ?? null,
      sharesName: false,
    })),
  }));
}
