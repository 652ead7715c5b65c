// The edition's retention schedule in the order the retention job and the privacy notice rely on
// (the job itself: tests/integration/retention.any-edition.alone.test.ts, on one edition's suite).
import { describe, expect, it } from 'vitest';
import { EDITION } from './edition';
import { RETENTION_DAYS } from './retention';

describe(`the retention schedule of ${EDITION.id}`, () => {
  it('removes the documents, then the contact details, then the certificates, all after the last conference day', () => {
    const days = [
      EDITION.endDate,
      RETENTION_DAYS.documentsRemovedOn,
      RETENTION_DAYS.registrationsErasedOn,
      RETENTION_DAYS.certificatesErasedOn,
    ];
    // Calendar days written YYYY-MM-DD sort as dates.
    expect(days.slice(1).every((day, index) => day > (days[index] ?? ''))).toBe(true);
    expect(RETENTION_DAYS.deskAccountsRemovedOn > EDITION.endDate).toBe(true);
  });
});
