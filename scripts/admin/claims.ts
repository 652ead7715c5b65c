// The pure part of `npm run admin`: reading the command line and changing a user's claims.
import { parseArgs } from 'node:util';

export type AdminCommand =
  | { action: 'grant' | 'revoke'; email: string; project: string | undefined; password: string | undefined }
  | { action: 'list'; project: string | undefined };

export const USAGE = `Usage:
  npm run admin -- grant <email> [--password <password>] [--project <project-id>]
  npm run admin -- revoke <email> [--project <project-id>]
  npm run admin -- list [--project <project-id>]

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
  if (action !== 'grant' && action !== 'revoke') return { error: 'Say grant, revoke or list.' };
  if (!email || !EMAIL.test(email)) return { error: 'Give the e-mail address of the user.' };
  if (rest.length > 0) return { error: `Unexpected argument: ${rest.join(' ')}` };
  if (password !== undefined && action === 'revoke') return { error: '--password goes with grant only.' };
  if (password !== undefined && password.length < 8) return { error: 'A password needs at least 8 characters.' };
  return { action, email: email.toLowerCase(), project, password };
}

/** The user's claims with `admin` set or removed; every other claim is kept. */
export function withAdminClaim(claims: Record<string, unknown> | undefined, admin: boolean): Record<string, unknown> {
  const { admin: _previous, ...others } = claims ?? {};
  return admin ? { ...others, admin: true } : others;
}
