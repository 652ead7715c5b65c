// The pure part of `npm run admin`: reading the command line and changing a user's claims.
import { parseArgs } from 'node:util';
import type { Role } from '../../functions/src/domain/staff-claims';
import { isRegistrationId } from '../../functions/src/domain/registration-id';
import { isSponsorId } from '../../functions/src/domain/sponsorship';

export type AdminCommand =
  | {
      action: 'grant' | 'revoke' | 'grant-checkin' | 'revoke-checkin';
      email: string;
      project: string | undefined;
      password: string | undefined;
    }
  | { action: 'list'; project: string | undefined }
  | { action: 'enrol-phone'; email: string; phone: string; project: string | undefined }
  | { action: 'erase'; registrationId: string; reason: string; confirmed: boolean; project: string | undefined }
  | { action: 'apply-retention'; project: string | undefined }
  | { action: 'hold'; ownerId: string; reason: string; project: string | undefined }
  | { action: 'release'; ownerId: string; project: string | undefined }
  | { action: 'audit'; settled: boolean; project: string | undefined }
  | { action: 'reapply-erasures'; project: string | undefined }
  | { action: 'export'; folder: string; project: undefined }
  | { action: 'import'; folder: string; project: undefined };

export const USAGE = `Usage:
  npm run admin -- grant <email> [--password <password>] [--project <project-id>]
  npm run admin -- revoke <email> [--project <project-id>]
  npm run admin -- grant-checkin <email> [--password <password>] [--project <project-id>]
  npm run admin -- revoke-checkin <email> [--project <project-id>]
  npm run admin -- enrol-phone <email> <phone, e.g. +919876543210> [--project <project-id>]
  npm run admin -- list [--project <project-id>]
  npm run admin -- erase <registration-id> --reason <why> [--yes] [--project <project-id>]
  npm run admin -- apply-retention [--project <project-id>]
  npm run admin -- hold <registration-id|SP-sponsor-id> --reason <proceedings> [--project <project-id>]
  npm run admin -- release <registration-id|SP-sponsor-id> [--project <project-id>]
  npm run admin -- audit [--settled] [--project <project-id>]
  npm run admin -- export <folder>
  npm run admin -- import <folder>
  npm run admin -- reapply-erasures [--project <project-id>]

grant and revoke make and unmake administrators (claim admin: true); grant-checkin and
revoke-checkin make and unmake check-in staff (claim checkin: true), who may only check people
in at the conference's registration desk.

enrol-phone gives a user the phone that receives their sign-in codes: administrators sign in with
a password and a code sent to it (docs/deploy.md, "Administrators' second factor"). list says who
has one.

erase removes everything held about one registration (a person's request for erasure, say which
in --reason); what a verified payment requires stays, without contact details. It names the
registrant first and asks for the ID again; --yes skips the question (a script, which has no one
to ask, must give it). apply-retention
runs the daily retention job now (docs/privacy-operations.md). hold keeps a registration's or a
sponsor's records while proceedings last (its invoices, credit notes, refund and erasure record stop
expiring, and the registration and its files are not erased); release ends it.

audit reads everything and changes nothing: it prints each broken invariant with the path of the
document or file (docs/administration.md, "The audit"), and exits with 1 if it found any.
--settled says no request is in flight, so what one would explain is reported too.

export and import copy the local suite's Firestore and Storage to a folder and back (a real
project restores from its backups: docs/deploy.md, "Restoring a backup"). After any restore,
reapply-erasures erases again everyone in erasures/ whose data the restore brought back.

Without --project it acts on the local suite (npm start), creating the user there if needed.
With --project it acts on that real Firebase project, using Application Default Credentials
(gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS).`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus, the country code and the number, 8 to 15 digits in all, no spaces. */
const PHONE = /^\+[1-9]\d{7,14}$/;

export function parseAdminCommand(argv: string[]): AdminCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        project: { type: 'string' },
        password: { type: 'string' },
        reason: { type: 'string' },
        settled: { type: 'boolean' },
        yes: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const [action, email, ...rest] = parsed.positionals;
  const { project, password, reason, settled, yes } = parsed.values;
  if (settled !== undefined && action !== 'audit') return { error: '--settled goes with audit only.' };
  if (yes !== undefined && action !== 'erase') return { error: '--yes goes with erase only.' };
  if ((action === 'list' || action === 'apply-retention' || action === 'reapply-erasures') && email === undefined) {
    return { action, project };
  }
  if (action === 'audit' && email === undefined) return { action, settled: settled === true, project };
  if (action === 'export' || action === 'import') return parseCopy(action, email, rest, project, reason, password);
  if (action === 'erase') return parseErase(email, rest, reason, yes === true, project);
  if (action === 'hold' || action === 'release') return parseHold(action, email, rest, reason, project);
  if (reason !== undefined) return { error: '--reason goes with erase and hold only.' };
  if (action === 'enrol-phone') return parseEnrolPhone(email, rest, password, project);
  if (action !== 'grant' && action !== 'revoke' && action !== 'grant-checkin' && action !== 'revoke-checkin') {
    return {
      error:
        'Say grant, revoke, grant-checkin, revoke-checkin, enrol-phone, list, erase, apply-retention, hold, release, audit, export, import or reapply-erasures.',
    };
  }
  if (!email || !EMAIL.test(email)) return { error: 'Give the e-mail address of the user.' };
  if (rest.length > 0) return { error: `Unexpected argument: ${rest.join(' ')}` };
  if (password !== undefined && action.startsWith('revoke'))
    return { error: '--password goes with grant and grant-checkin only.' };
  if (password !== undefined && password.length < 8) return { error: 'A password needs at least 8 characters.' };
  return { action, email: email.toLowerCase(), project, password };
}

/** The claim a grant or revoke is about, and whether it sets it. */
export function roleOf(action: 'grant' | 'revoke' | 'grant-checkin' | 'revoke-checkin'): {
  role: Role;
  grant: boolean;
} {
  return { role: action.endsWith('checkin') ? 'checkin' : 'admin', grant: action.startsWith('grant') };
}

function parseErase(
  registrationId: string | undefined,
  rest: string[],
  reason: string | undefined,
  confirmed: boolean,
  project: string | undefined,
): AdminCommand | { error: string } {
  if (!registrationId || !isRegistrationId(registrationId)) return { error: 'Give the registration ID to erase.' };
  if (rest.length > 0) return { error: `Unexpected argument: ${rest.join(' ')}` };
  if (!reason?.trim()) return { error: 'Say why in --reason, e.g. --reason "asked by e-mail on 3 March".' };
  return { action: 'erase', registrationId, reason: reason.trim(), confirmed, project };
}

function parseHold(
  action: 'hold' | 'release',
  ownerId: string | undefined,
  rest: string[],
  reason: string | undefined,
  project: string | undefined,
): AdminCommand | { error: string } {
  if (!ownerId || !(isRegistrationId(ownerId) || isSponsorId(ownerId))) {
    return { error: `Give the registration ID or the sponsor's ID (SP-…) to ${action}.` };
  }
  if (rest.length > 0) return { error: `Unexpected argument: ${rest.join(' ')}` };
  if (action === 'release') {
    if (reason !== undefined) return { error: '--reason goes with erase and hold only.' };
    return { action, ownerId, project };
  }
  if (!reason?.trim())
    return { error: 'Say which proceedings in --reason, e.g. --reason "GST audit 2026-27, notice 14".' };
  return { action, ownerId, reason: reason.trim(), project };
}

function parseEnrolPhone(
  email: string | undefined,
  rest: string[],
  password: string | undefined,
  project: string | undefined,
): AdminCommand | { error: string } {
  if (!email || !EMAIL.test(email)) return { error: 'Give the e-mail address of the user.' };
  if (password !== undefined) return { error: '--password goes with grant and grant-checkin only.' };
  const [phone, ...more] = rest;
  if (phone === undefined) return { error: 'Give the phone number, with its country code: +919876543210.' };
  if (more.length > 0) return { error: `Unexpected argument: ${more.join(' ')}` };
  const compact = phone.replace(/[\s-]/g, '');
  if (!PHONE.test(compact)) {
    return { error: `${phone} is not a phone number with its country code: write it as +919876543210.` };
  }
  return { action: 'enrol-phone', email: email.toLowerCase(), phone: compact, project };
}

function parseCopy(
  action: 'export' | 'import',
  folder: string | undefined,
  rest: string[],
  project: string | undefined,
  ...others: (string | undefined)[]
): AdminCommand | { error: string } {
  if (project !== undefined) {
    return {
      error: `${action} copies the local suite only: a real project ${action === 'export' ? 'is backed up' : 'restores'} as docs/deploy.md says ("Restoring a backup"), then runs reapply-erasures --project ${project}.`,
    };
  }
  if (others.some((value) => value !== undefined)) return { error: `${action} takes a folder and nothing else.` };
  if (!folder) return { error: `Give the folder to ${action === 'export' ? 'export to' : 'import from'}.` };
  if (rest.length > 0) return { error: `Unexpected argument: ${rest.join(' ')}` };
  return { action, folder, project: undefined };
}
