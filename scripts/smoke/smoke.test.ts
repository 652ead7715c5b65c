import { describe, expect, it } from 'vitest';
import { clientAddressVerdict } from './smoke';

const WRITTEN = '203.0.113.7';
const VISITOR = '198.51.100.20';
// Through Hosting: what the client wrote, the visitor as the CDN saw it, the CDN node, the front end.
const forwardedFor = [WRITTEN, VISITOR, '151.101.1.1', '35.191.2.2'];
/** The report of a function keying on the entry `hops` places from the right, as clientAddress does. */
const report = (hops: number) => ({ forwardedFor, hops, chosen: forwardedFor[forwardedFor.length - 1 - hops] ?? '' });

describe("the smoke test's reading of the client address", () => {
  it("passes when the limits key on the entry the CDN appended, the caller's own", () => {
    expect(clientAddressVerdict(report(2), WRITTEN, false)).toMatch(new RegExp(`^the limits key on ${VISITOR}`));
  });

  it('fails when the caller could choose the key, or every visitor would share the CDN node’s', () => {
    expect(() => clientAddressVerdict(report(3), WRITTEN, false)).toThrow(
      /which the caller wrote: CLIENT_ADDRESS_HOPS=3 is too large/,
    );
    expect(() => clientAddressVerdict(report(1), WRITTEN, false)).toThrow(
      new RegExp(`key on 151\\.101\\.1\\.1, not ${VISITOR}.*CLIENT_ADDRESS_HOPS=1 is off`),
    );
  });

  it('accepts no hops only on this machine', () => {
    const none = { forwardedFor: [WRITTEN], hops: 0, chosen: 'local' };
    expect(clientAddressVerdict(none, WRITTEN, true)).toMatch(/^CLIENT_ADDRESS_HOPS=0: the local suite/);
    expect(() => clientAddressVerdict(none, WRITTEN, false)).toThrow(/every visitor shares one rate limit/);
  });
});
