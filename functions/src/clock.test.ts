import { describe, expect, it } from 'vitest';
import { suiteOffsetMs } from './clock';

const emulator = { FUNCTIONS_EMULATOR: 'true' };

describe('suite clock', () => {
  it('is the real clock when SUITE_NOW is not set', () => {
    expect(suiteOffsetMs({})).toBe(0);
    expect(suiteOffsetMs(emulator)).toBe(0);
  });

  it('starts at SUITE_NOW at the real moment the suite chose it, inside the emulator', () => {
    const setAt = Date.parse('2026-11-23T12:00:00Z');
    const offset = suiteOffsetMs({
      ...emulator,
      SUITE_NOW: '2025-10-15T10:00:00+05:30',
      SUITE_NOW_SET_AT: String(setAt),
    });
    expect(new Date(setAt + offset).toISOString()).toBe('2025-10-15T04:30:00.000Z');
  });

  it('refuses SUITE_NOW outside the Functions emulator', () => {
    expect(() => suiteOffsetMs({ SUITE_NOW: '2025-10-15T10:00:00+05:30' })).toThrow(/local suite only/);
    expect(() => suiteOffsetMs({ FUNCTIONS_EMULATOR: 'false', SUITE_NOW: '2025-10-15T10:00:00Z' })).toThrow(
      /local suite only/,
    );
  });

  it('refuses a SUITE_NOW that names no zone or is no date', () => {
    expect(() => suiteOffsetMs({ ...emulator, SUITE_NOW: '2025-10-15T10:00:00' })).toThrow(/ISO instant/);
    expect(() => suiteOffsetMs({ ...emulator, SUITE_NOW: 'tomorrow' })).toThrow(/ISO instant/);
    expect(() => suiteOffsetMs({ ...emulator, SUITE_NOW: '2025-02-30T10:00:00Z' })).toThrow(/ISO instant/);
  });
});
