import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_MS } from './audit';
import { strayUploads } from './stray-uploads';

const NOW = new Date('2026-03-01T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('uploads no record names', () => {
  const files = [
    { name: 'registrations/ICEI25-A/payment-receipt-1-aa.pdf', createdAt: ago(IN_FLIGHT_MS) },
    { name: 'registrations/ICEI25-A/payment-receipt-1-bb.pdf', createdAt: ago(IN_FLIGHT_MS) },
    { name: 'registrations/ICEI25-A/payment-receipt-2-cc.pdf', createdAt: ago(IN_FLIGHT_MS - 1) },
    { name: 'registrations/ICEI25-GONE/id-card-1-dd.pdf', createdAt: ago(2 * IN_FLIGHT_MS) },
    { name: 'registrations/ICEI25-HELD/id-card-1-ee.pdf', createdAt: ago(2 * IN_FLIGHT_MS) },
    { name: 'health/probe.txt', createdAt: ago(2 * IN_FLIGHT_MS) },
  ];
  const named = new Set(['registrations/ICEI25-A/payment-receipt-1-bb.pdf']);

  it('are those past the longest request, in a registration folder, named by nothing and not held', () => {
    expect(strayUploads(files, named, new Set(['ICEI25-HELD']), NOW)).toEqual([
      'registrations/ICEI25-A/payment-receipt-1-aa.pdf',
      'registrations/ICEI25-GONE/id-card-1-dd.pdf',
    ]);
  });

  it('leave a file a request in flight may still record', () => {
    const later = new Date(NOW.getTime() + 1);
    expect(strayUploads(files, named, new Set(['ICEI25-HELD']), later)).toContain(
      'registrations/ICEI25-A/payment-receipt-2-cc.pdf',
    );
    expect(strayUploads(files, named, new Set(['ICEI25-HELD']), NOW)).not.toContain(
      'registrations/ICEI25-A/payment-receipt-2-cc.pdf',
    );
  });
});
