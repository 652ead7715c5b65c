// The fictional edition's IDs (editions/fixture-2031): its short name and year, not ICEI25.
import { describe, it, expect } from 'vitest';
import {
  REGISTRATION_ID_PREFIX,
  formatRegistrationId,
  isRegistrationIdShape,
  normalizeRegistrationId,
} from './registration-id';

describe('registration IDs of the fixture edition', () => {
  it('uses the prefix SCI31', () => {
    expect(REGISTRATION_ID_PREFIX).toBe('SCI31');
    expect(formatRegistrationId(new Uint8Array(9))).toBe('SCI31-0000-0000-00000');
  });

  it('reads its own IDs, however typed, and refuses the 2025 edition’s', () => {
    expect(normalizeRegistrationId('sci31 oooo iiii lllll')).toBe('SCI31-0000-1111-11111');
    expect(isRegistrationIdShape('SCI31-0000-0000-00000')).toBe(true);
    expect(isRegistrationIdShape('ICEI25-0000-0000-00000')).toBe(false);
  });
});
