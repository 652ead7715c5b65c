import { PASS_DEVICE_COPY_ENDS, PASS_DEVICE_COPY_LAST_DAY } from '@domain/retention';
import { venueDate } from '@domain/venue-time';
import { EDITION } from '@domain/edition';
import { describe, expect, it } from 'vitest';
import { copiesAreOver, copyAfter, withinTime } from './pass-copy';
import { passAnswerOf } from './pass-answer';

describe('the rules of the pass’s copy on a device', () => {
  it('a pass keeps or replaces the copy; what the page shows as no pass drops it; anything else leaves it', async () => {
    for (const status of [200, 400, 404, 429, 500, 503]) {
      const page = (await passAnswerOf(new Response('{}', { status }))).kind;
      // The page's reading and the worker's agree: a code the page calls invalid has no copy left.
      expect(copyAfter(status)).toBe(page === 'invalid' ? 'drop' : status === 200 ? 'keep' : 'leave');
    }
  });

  it('the copies end after the last conference day and the days the retention schedule adds', () => {
    expect(PASS_DEVICE_COPY_LAST_DAY > EDITION.endDate).toBe(true);
    // The end is the venue's midnight after the last day kept: its last minute still keeps it.
    expect(venueDate(new Date(PASS_DEVICE_COPY_ENDS.getTime() - 60_000))).toBe(PASS_DEVICE_COPY_LAST_DAY);
    expect(venueDate(PASS_DEVICE_COPY_ENDS) > PASS_DEVICE_COPY_LAST_DAY).toBe(true);
  });

  it('judges the end by the server’s clock as last learnt, never by the device’s alone', () => {
    const ends = PASS_DEVICE_COPY_ENDS.toISOString();
    const end = PASS_DEVICE_COPY_ENDS.getTime();
    const yearMs = 365 * 24 * 3600 * 1000;
    // A device a year fast, whose server is still before the end: kept.
    expect(copiesAreOver(end + yearMs - 1000, -yearMs, ends)).toBe(false);
    expect(copiesAreOver(end + yearMs, -yearMs, ends)).toBe(true);
    expect(copiesAreOver(end - 1, 0, ends)).toBe(false);
    expect(copiesAreOver(end + yearMs, null, ends)).toBe(false);
  });

  it('waits for an answer only so long', async () => {
    await expect(withinTime(Promise.resolve('answer'), 1000)).resolves.toBe('answer');
    await expect(withinTime(new Promise(() => undefined), 1)).rejects.toThrow('No answer within 1 ms');
    await expect(withinTime(Promise.reject(new Error('offline')), 1000)).rejects.toThrow('offline');
  });
});
