import { PASS_DEVICE_COPY_LAST_DAY } from '@domain/retention';
import { describe, expect, it } from 'vitest';
import { keptNote, offlineNote } from './pass-offline';

describe('what the pass page says about its copy on the device', () => {
  it('names the venue’s last day the copy is kept, whatever the device’s time zone', () => {
    const [year, month, day] = PASS_DEVICE_COPY_LAST_DAY.split('-').map(Number);
    const note = keptNote(PASS_DEVICE_COPY_LAST_DAY);
    expect(note).toMatch(new RegExp(`^Kept on this device until ${day} \\w+ ${year}:`));
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15)),
    );
    expect(note).toContain(`${day} ${monthName} ${year}`);
  });

  it('says when the copy was saved, and still says it is a copy when that time is unreadable', () => {
    const saved = new Date(2025, 10, 7, 8, 5);
    expect(offlineNote(saved.toISOString())).toContain('as saved on this device on 7 Nov 2025, 08:05.');
    expect(offlineNote('not a time')).toMatch(/^Offline copy: .* as saved on this device\. /);
  });
});
