import { describe, expect, it } from 'vitest';
import { clientAddress } from './guards';
import type { ApiRequest } from './types';

const request = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as ApiRequest;
// As Firebase Hosting delivers a visitor at 203.0.113.7: its CDN appends the visitor, then
// Google's front end appends the CDN node and itself.
const THROUGH_HOSTING = '203.0.113.7, 151.101.1.1, 35.191.0.1';

describe('clientAddress behind Firebase Hosting (2 hops)', () => {
  it('is the address the CDN appended', () => {
    expect(clientAddress(request({ 'x-forwarded-for': THROUGH_HOSTING }), 2)).toBe('203.0.113.7');
  });

  it('does not move when the client writes X-Forwarded-For or Fastly-Client-IP itself', () => {
    for (const forged of ['1.1.1.1', '1.1.1.1, 2.2.2.2', '10.0.0.1,10.0.0.2,10.0.0.3,10.0.0.4']) {
      const headers = { 'x-forwarded-for': `${forged}, ${THROUGH_HOSTING}`, 'fastly-client-ip': forged };
      expect(clientAddress(request(headers), 2)).toBe('203.0.113.7');
    }
  });

  it('reads a header sent in several lines as one list', () => {
    expect(clientAddress(request({ 'x-forwarded-for': ['9.9.9.9', THROUGH_HOSTING] }), 2)).toBe('203.0.113.7');
  });

  it('falls back to the first entry when the platform saw no forwarded list', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.4, 35.191.0.1' }), 2)).toBe('198.51.100.4');
    expect(clientAddress(request({}), 2)).toBe('unknown');
  });
});

describe('clientAddress with nothing in front (0 hops, the local suite)', () => {
  it('is one client whatever the headers say', () => {
    const addresses = ['1.1.1.1', '2.2.2.2', THROUGH_HOSTING].map((value) =>
      clientAddress(request({ 'x-forwarded-for': value, 'fastly-client-ip': value }), 0),
    );
    expect(new Set(addresses).size).toBe(1);
  });
});
