// `npm run smoke -- <site-url> [--mail-to <address>] [--jobs]`: see smoke.ts. One line per check;
// exit code 1 on any failure. With --mail-to or --jobs, an administrator's ID token is read from
// standard input (the admin console's "Copy a token for the smoke test", pasted at the prompt or
// piped), never from the command line, so it stays out of the shell's history.
import { createInterface } from 'node:readline';
import { runSmoke, type SmokeOptions } from './smoke';

const USAGE =
  'Usage: npm run smoke -- <site-url> [--mail-to <address>] [--jobs]   (e.g. https://icei2025.example.org or http://127.0.0.1:5000)';

/** The flags after the site, or null when they are not ours. */
function flagsOf(args: string[]): { mailTo?: string; jobs: boolean } | null {
  const flags: { mailTo?: string; jobs: boolean } = { jobs: false };
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at];
    const value = args[at + 1];
    if (arg === '--jobs' && !flags.jobs) flags.jobs = true;
    else if (arg === '--mail-to' && flags.mailTo === undefined && value && !value.startsWith('--')) {
      flags.mailTo = value;
      at += 1;
    } else return null;
  }
  return flags;
}

const [site, ...rest] = process.argv.slice(2);
const flags = flagsOf(rest);
if (!site || !flags || !/^https?:\/\/[^/]+\/?$/.test(site)) {
  console.error(USAGE);
  process.exit(2);
}

/** The token: the first line of standard input, asked for when it is a terminal. */
async function readToken(): Promise<string> {
  const terminal = process.stdin.isTTY;
  if (terminal) process.stdout.write("An administrator's ID token (admin console, Copy a token for the smoke test): ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    if (terminal) process.stdout.write('\n');
    return line.trim();
  }
  return '';
}

const options: SmokeOptions = {};
if (flags.mailTo !== undefined || flags.jobs) {
  const token = await readToken();
  if (!token) {
    console.error("--mail-to and --jobs need an administrator's ID token on standard input.");
    process.exit(2);
  }
  if (flags.mailTo !== undefined) options.mail = { to: flags.mailTo, token };
  if (flags.jobs) options.jobs = { token };
}
const results = await runSmoke(site, options);
for (const { check, ok, detail } of results) console.log(`${ok ? '✔' : '✖'} ${check}: ${detail}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
