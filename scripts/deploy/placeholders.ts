// A deploy to a real project must not carry the repository's example values: with
// registration@example.org as the sender (MAIL_FROM) the SMTP server refuses every mail or its
// recipients' servers drop it, and with icei2025.example.org as the site every link mailed leads
// nowhere; deploy succeeds all the same. The files are read as deploy reads them, in order, a later
// file's line winning (functions/.env then .env.<project>), and each problem names the file and line
// the value came from. A demo project (demo-…, the local suite's) keeps the examples.
import { parseEnvLikeFirebaseTools } from './firebase-tools';

/** A file deploy reads, as a path from the repository's root, with its text. */
export interface EnvFile {
  file: string;
  text: string;
}

export interface Setting {
  value: string;
  file: string;
  /** 1-based; 0 when the line could not be found again. */
  line: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each key's value as deploy ends up with it, and where it was set. */
export function settingsFrom(files: EnvFile[]): Map<string, Setting> {
  const settings = new Map<string, Setting>();
  for (const { file, text } of files) {
    const lines = text.split('\n');
    for (const [key, value] of Object.entries(parseEnvLikeFirebaseTools(text).envs)) {
      const at = new RegExp(`^\\s*(export\\s+)?${escapeRegExp(key)}\\s*=`);
      settings.set(key, { value, file, line: lines.findLastIndex((line) => at.test(line)) + 1 });
    }
  }
  return settings;
}

/** Names reserved for examples and tests (RFC 2606, RFC 6761): nothing is ever delivered there. */
const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
const URI = /[a-z][a-z0-9+.-]*:\/\/([^/?#\s<>"]*)/gi;
const ADDRESS = /[^\s<>@"(),;:]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;

/** The hosts a value points at: a URI's (after any user), an e-mail address's domain. */
export function hostsIn(value: string): string[] {
  const hosts: string[] = [];
  for (const [, authority = ''] of value.matchAll(URI)) {
    hosts.push(authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, ''));
  }
  for (const [, domain = ''] of value.replace(URI, ' ').matchAll(ADDRESS)) hosts.push(domain);
  return hosts.map((host) => host.toLowerCase());
}

export { isDemoProject } from '../../functions/src/config';

/** Every setting that points at a reserved name; `fixIn` is the file where the real value belongs. */
export function placeholderProblems(settings: Map<string, Setting>, fixIn: string): string[] {
  return [...settings].flatMap(([key, { value, file, line }]) => {
    const reserved = [...new Set(hostsIn(value).filter((host) => RESERVED.test(host)))];
    return reserved.length === 0
      ? []
      : [
          `${file}${line > 0 ? `:${line}` : ''}: ${key} names ${reserved.join(', ')}, an example, not a real host: set the organisers' own in ${fixIn}`,
        ];
  });
}

/**
 * PUBLIC_SITE_URL as a real site needs it: the https address of the site, nothing after the host.
 * The function builds every link it mails from it and admits posts from its origin alone (besides
 * the project's own web.app and firebaseapp.com addresses), so `http://` would mail links that
 * Hosting redirects and a path would put the site somewhere it is not. Unset is the site origin
 * check's to refuse (site-origin.ts): the site's build needs it before deploy could ask.
 */
export function siteAddressProblems(settings: Map<string, Setting>): string[] {
  const setting = settings.get('PUBLIC_SITE_URL');
  if (!setting) return [];
  const { value, file, line } = setting;
  const url = URL.canParse(value) ? new URL(value) : null;
  const fine = url?.protocol === 'https:' && url.pathname === '/' && !url.search && !url.hash && !url.username;
  return fine
    ? []
    : [
        `${file}${line > 0 ? `:${line}` : ''}: PUBLIC_SITE_URL ${value} is not the site's https address (https://<host>, nothing after it)`,
      ];
}
