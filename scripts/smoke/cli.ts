// `npm run smoke -- <site-url> [--mail-to <address>]`: see smoke.ts. One line per check; exit code
// 1 on any failure. With --mail-to, an administrator's ID token is read from standard input (the
// admin console's "Copy a token for the smoke test", pasted at the prompt or piped), never from
// the command line, so it stays out of the shell's history.
import { createInterface } from 'node:readline';
import { runSmoke } from './smoke';

const USAGE =
  'Usage: npm run smoke -- <site-url> [--mail-to <address>]   (e.g. https://icei2025.example.org or http://127.0.0.1:5000)';

const [site, ...rest] = process.argv.slice(2);
const mailTo = rest[0] === '--mail-to' && rest.length === 2 ? rest[1] : undefined;
if (!site || (rest.length > 0 && !mailTo) || !/^https?:\/\/[^/]+\/?$/.test(site)) {
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

let mail: { to: string; token: string } | undefined;
if (mailTo) {
  const token = await readToken();
  if (!token) {
    console.error("--mail-to needs an administrator's ID token on standard input.");
    process.exit(2);
  }
  mail = { to: mailTo, token };
}
const results = await runSmoke(site, mail);
for (const { check, ok, detail } of results) console.log(`${ok ? '✔' : '✖'} ${check}: ${detail}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
