// Stands in for IEEE's membership service in the local suite, answering from
// emulator-data/ieee-members.json: a range of Active numbers, Inactive ones, and numbers that
// make the "upstream" fail so the site's "try again later" path can be exercised.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './config';

interface Fixture {
  activeRange: { from: number; to: number };
  inactive: string[];
  upstreamFailure: string[];
}

export const FAKE_IEEE_API_KEY = 'local-suite-key';

function loadFixture(): Fixture {
  return JSON.parse(readFileSync(join(ROOT, 'emulator-data', 'ieee-members.json'), 'utf8')) as Fixture;
}

export function memberAnswer(fixture: Fixture, memberId: string): { status: number; body: unknown } {
  if (fixture.upstreamFailure.includes(memberId)) return { status: 503, body: { error: 'Service unavailable' } };
  if (fixture.inactive.includes(memberId)) return { status: 200, body: { MemberStatus: 'Inactive' } };
  const numeric = /^\d+$/.test(memberId) ? Number(memberId) : Number.NaN;
  if (numeric >= fixture.activeRange.from && numeric <= fixture.activeRange.to) {
    return { status: 200, body: { MemberStatus: 'Active' } };
  }
  return { status: 404, body: { MemberStatus: 'Not Found' } };
}

export async function startFakeIeee(host: string, port: number): Promise<{ stop(): Promise<void> }> {
  const fixture = loadFixture();
  const server: Server = createServer((req, res) => {
    const match = /^\/members\/([^/?]+)$/.exec(req.url ?? '');
    const authorised = req.headers.authorization === `Bearer ${FAKE_IEEE_API_KEY}`;
    const { status, body } = !authorised
      ? { status: 401, body: { error: 'Unauthorised' } }
      : match
        ? memberAnswer(fixture, decodeURIComponent(match[1] ?? ''))
        : { status: 404, body: { error: 'Not found' } };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
