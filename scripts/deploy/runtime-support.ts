// Whether the function's Node.js runtime lasts as long as the edition needs it. Google deprecates a
// runtime (deploys still work) and then decommissions it: from that day `firebase deploy` refuses
// it, no fix can reach the function, and Google may disable functions left on it. An edition needs
// the runtime through its last conference day, and the retention job needs it until it has erased
// the registrations' contact details (functions/src/domain/retention.ts).
//
// Two tables say when: Google's published schedule (below, with the day it was read) and the one
// the installed firebase-tools enforces at deploy. They have disagreed (firebase-tools 15.34 put
// Node.js 22's decommission a year late), so the earlier date of the two is the one that counts.
import { FIREBASE_TOOLS_VERSION, runtimeScheduleOfFirebaseTools } from './firebase-tools';

export interface RuntimeDates {
  /** The first day of the deprecation period (YYYY-MM-DD). */
  deprecated: string;
  /** The first day deploys are refused (YYYY-MM-DD). */
  decommissioned: string;
}

/**
 * Cloud Run functions' support schedule for Node.js ("Runtime support schedule",
 * https://cloud.google.com/run/docs/runtimes/function-runtimes), read on 2026-12-04. Update it when
 * Google publishes a new runtime; docs/deploy.md, "The function's runtime", says how.
 */
export const GOOGLE_NODE_SCHEDULE: Record<string, RuntimeDates> = {
  nodejs20: { deprecated: '2026-04-30', decommissioned: '2026-10-30' },
  nodejs22: { deprecated: '2027-04-30', decommissioned: '2027-10-31' },
  nodejs24: { deprecated: '2028-04-30', decommissioned: '2028-10-31' },
};

export interface RuntimeFacts {
  /** firebase.json's functions[].runtime (or nodejs<engines.node>). */
  runtime: string;
  /** The venue's calendar day of the deploy. */
  today: string;
  edition: { name: string; endDate: string };
  /** The day the retention job erases every registration's contact details. */
  registrationsErasedOn: string;
  google?: Record<string, RuntimeDates>;
  /** The schedule firebase-tools enforces, and its version. */
  cli?: { version: string; schedule: Record<string, RuntimeDates> };
}

/** The dates that count for a runtime: each the earlier of the two tables', or undefined when neither knows it. */
export function effectiveDates(
  runtime: string,
  google: Record<string, RuntimeDates>,
  cli: Record<string, RuntimeDates>,
): RuntimeDates | undefined {
  const known = [google[runtime], cli[runtime]].filter((dates) => dates !== undefined);
  if (known.length === 0) return undefined;
  const earliest = (key: keyof RuntimeDates) => known.map((dates) => dates[key]).sort()[0] ?? '';
  return { deprecated: earliest('deprecated'), decommissioned: earliest('decommissioned') };
}

/** The Node.js runtimes either table knows that last beyond `day`, oldest first. */
function runtimesLastingBeyond(day: string, google: Record<string, RuntimeDates>, cli: Record<string, RuntimeDates>) {
  const ids = [...new Set([...Object.keys(google), ...Object.keys(cli)])].filter((id) => /^nodejs\d+$/.test(id));
  return ids
    .filter((id) => (effectiveDates(id, google, cli)?.decommissioned ?? '') > day)
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
}

export function runtimeOutcome(facts: RuntimeFacts): { summary: string; problems: string[]; details: string[] } {
  const google = facts.google ?? GOOGLE_NODE_SCHEDULE;
  const cli = facts.cli ?? { version: FIREBASE_TOOLS_VERSION, schedule: runtimeScheduleOfFirebaseTools() };
  const { runtime, today, edition, registrationsErasedOn } = facts;
  const dates = effectiveDates(runtime, google, cli.schedule);
  const where = 'firebase.json (functions[].runtime) and functions/package.json (engines.node)';
  if (!dates) {
    return {
      summary: '',
      problems: [
        `${runtime} is in neither Google's schedule (scripts/deploy/runtime-support.ts) nor firebase-tools ${cli.version}'s: name a Node.js runtime Cloud Run functions supports in ${where}`,
      ],
      details: [],
    };
  }
  const needed = [
    { day: today, what: `today (${today}): firebase deploy refuses it` },
    { day: edition.endDate, what: `${edition.name} ends (${edition.endDate})` },
    { day: registrationsErasedOn, what: `the retention job erases the registrations (${registrationsErasedOn})` },
  ];
  const lacking = needed.filter(({ day }) => dates.decommissioned <= day);
  const upTo = needed.reduce((latest, { day }) => (day > latest ? day : latest), today);
  const next = runtimesLastingBeyond(upTo, google, cli.schedule)[0];
  const move = next
    ? `set ${next} in ${where}, and run the tests on Node.js ${next.slice(6)}`
    : `no Node.js runtime either table knows lasts until ${upTo}: check Google's schedule for a newer one`;
  const problems =
    lacking.length === 0
      ? []
      : [
          `${runtime} is decommissioned on ${dates.decommissioned}, before ${lacking.map(({ what }) => what).join(', and before ')}: from then no fix can be deployed to the function and Google may disable it; ${move}`,
        ];
  const details = [
    `${runtime}: deprecated from ${dates.deprecated}, decommissioned from ${dates.decommissioned}; needed until ${upTo}, the latest of today, the last conference day and the registrations' erasure`,
  ];
  const [googleDates, cliDates] = [google[runtime], cli.schedule[runtime]];
  if (googleDates && cliDates && googleDates.decommissioned !== cliDates.decommissioned) {
    details.push(
      `Google's schedule decommissions ${runtime} on ${googleDates.decommissioned}, firebase-tools ${cli.version} on ${cliDates.decommissioned}: the earlier counts`,
    );
  }
  if (lacking.length === 0 && dates.deprecated <= upTo) {
    details.push(
      `${runtime} is deprecated from ${dates.deprecated}, while the edition still needs it: deploys go on until ${dates.decommissioned}, but move to ${next ?? 'a newer runtime'} when you can`,
    );
  }
  return {
    summary: `${runtime} lasts until ${dates.decommissioned}: beyond today, ${edition.name}'s last day (${edition.endDate}) and the registrations' erasure (${registrationsErasedOn})`,
    problems,
    details,
  };
}
