import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('timeLeft', () => {
  const target = new Date(2025, 10, 7, 0, 0, 0);

  it('splits the time before the target into days, hours, minutes and seconds', () => {
    expect(timeLeft(target, new Date(2025, 10, 5, 10, 20, 30))).toEqual({
      days: 1,
      hours: 13,
      minutes: 39,
      seconds: 30,
    });
  });

  it('drops the part of a second that is left', () => {
    expect(timeLeft(target, new Date(target.getTime() - 1500))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is all zeros at and after the target', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(target, target)).toEqual(zeros);
    expect(timeLeft(target, new Date(2026, 0, 1))).toEqual(zeros);
  });
});
