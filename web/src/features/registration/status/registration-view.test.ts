import { describe, expect, it } from 'vitest';
import { certificatePdfUrl } from './registration-view';

describe('certificatePdfUrl', () => {
  it("is the registrant's public certificate, or a student's", () => {
    expect(certificatePdfUrl('ICEI-ABC')).toBe('/api/registrations/ICEI-ABC/certificate.pdf');
    expect(certificatePdfUrl('ICEI-ABC', 'student-2')).toBe(
      '/api/registrations/ICEI-ABC/certificate.pdf?person=student-2',
    );
  });
});
