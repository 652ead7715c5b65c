// The pure part of `npm run admin`: reading the command line and changing a user's claims.
import { parseArgs } from 'node:util';

export type AdminCommand =
  | {
      action: 'grant' | 'revoke' | 'grant-checkin' | 'revoke-checkin';
      email: string;
      project: string | undefined;
      password: string | undefined;
    }
  | { action: 'list'; project: string | undefined };

/** The claim each action sets or removes: `admin: true`, or `checkin: true` for the registration desk alone. */
export type Role = 'admin' | 'checkin';

export const USAGE = `Usage:
  npm run admin -- grant <email> [--password <password>] [--project <project-id>]
  npm run admin -- revoke <email> [--project <project-id>]
  npm run admin -- grant-checkin <email> [--password <password>] [--project <project-id>]
  npm run admin -- revoke-checkin <email> [--project <project-id>]
  npm run admin -- list [--project <project-id>]

grant and revoke make and unmake administrators (claim admin: true); grant-checkin and
revoke-checkin make and unmake check-in staff (claim checkin: true), who may only check people
in at the conference's registration desk.

Without --project it acts on the local suite (npm start), creating the user there if needed.
With --project it acts on that real Firebase project, using Application Default Credentials
(gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS).`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseAdminCommand(argv: string[]): AdminCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { project: { type: 'string' }, password: { type: 'string' } },
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const [action, email, ...rest] = parsed.positionals;
  const { project, password } = parsed.values;
  if (action === 'list' && email === undefined) return { action, project };
  if (action !== 'grant' && action !== 'revoke' && action !== 'grant-checkin' && action !== 'revoke-checkin') {
    return { error: 'Say grant, revoke, grant-checkin, revoke-checkin or list.' };
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

/** The user's claims with `role` set (to true) or removed; every other claim is kept. */
export function withRoleClaim(
  claims: Record<string, unknown> | undefined,
  role: Role,
  granted: boolean,
): Record<string, unknown> {
  const { [role]: _previous, ...others } = claims ?? {};
  return granted ? { ...others, [role]: true } : others;
}
