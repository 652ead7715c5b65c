import { describe, expect, it } from 'vitest';
import { laterRowsProblem } from './registers';

describe('laterRowsProblem', () => {
  const read = ['T/2526/1', 'T/2526/2'];

  it('accepts the rows read, alone or among later numbers of their series', () => {
    expect(laterRowsProblem(read, read)).toBeNull();
    expect(laterRowsProblem(read, [...read, 'T/2526/3', 'T/2526/7'])).toBeNull();
    expect(laterRowsProblem(['T/2526/C1'], ['T/2526/C1', 'T/2526/C2'])).toBeNull();
    // A register lists by date: a later number dated before a read one (issued as of another day).
    expect(
      laterRowsProblem(['T/2526/C1', 'T/2526/C3', 'T/2526/C2'], ['T/2526/C1', 'T/2526/C3', 'T/2526/C4', 'T/2526/C2']),
    ).toBeNull();
  });

  it('refuses a row missing, moved or changed among those read', () => {
    expect(laterRowsProblem(read, ['T/2526/1'])).toMatch(/does not hold the rows read/);
    expect(laterRowsProblem(read, ['T/2526/2', 'T/2526/1'])).toMatch(/does not hold/);
    expect(laterRowsProblem(read, ['T/2526/1', 'T/2526/9'])).toMatch(/does not hold/);
  });

  it('refuses another row of another year, prefix or series, or not numbered after those read', () => {
    expect(laterRowsProblem(read, [...read, 'T/2627/3'])).toMatch(/not in the series/);
    expect(laterRowsProblem(read, [...read, 'U/2526/3'])).toMatch(/not in the series/);
    expect(laterRowsProblem(read, [...read, 'T/2526/C3'])).toMatch(/not in the series/);
    expect(laterRowsProblem(['T/2526/1', 'T/2526/3'], ['T/2526/1', 'T/2526/2', 'T/2526/3'])).toMatch(
      /T\/2526\/2 is not numbered after those read/,
    );
    expect(laterRowsProblem(read, ['T/2526/0', ...read])).toMatch(/T\/2526\/0 is not numbered after/);
  });

  it('refuses to compare with nothing read', () => {
    expect(laterRowsProblem([], ['T/2526/1'])).toMatch(/nothing was read/);
  });
});
