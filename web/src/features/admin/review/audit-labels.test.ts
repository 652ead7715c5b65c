import { describe, expect, it } from 'vitest';
import { REGISTRATION_EVENTS, REGISTRATION_STATES } from '@domain/lifecycle';
import { auditEventLabel, auditStates } from './audit-labels';

describe('the audit trail in words', () => {
  it('names every event of the lifecycle in words, each differently', () => {
    const labels = REGISTRATION_EVENTS.map(auditEventLabel);
    for (const [index, event] of REGISTRATION_EVENTS.entries()) expect(labels[index]).not.toBe(event);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows an event it does not know by its id', () => {
    expect(auditEventLabel('some-later-event')).toBe('some-later-event');
  });

  it('gives the state before only when the entry changed it', () => {
    for (const from of REGISTRATION_STATES) {
      for (const to of REGISTRATION_STATES) {
        const shown = auditStates(from, to);
        expect(shown.includes(' → '), `${from} → ${to}`).toBe(from !== to);
        expect(shown.endsWith(auditStates(null, to))).toBe(true);
      }
    }
  });
});
