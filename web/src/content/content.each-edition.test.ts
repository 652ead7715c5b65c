import { describe, expect, it } from 'vitest';
import { AREAS_OF_INTEREST } from './areas';
import { ADVISORY_BOARD, GENERAL_CHAIRS, ORGANIZING_COMMITTEE } from './committees';
import { formatCalendarDay } from './calendar';
import { isKnown } from './fact';
import { IMPORTANT_DATES } from './dates';
import { MEMORIES } from './gallery';
import { HIGHLIGHTS } from './highlights';
import { HOTELS } from './hotels';
import { SOCIAL_LINKS } from './site';
import { KEYNOTE_SPEAKERS } from './speakers';
import { SPONSORS, SPONSORSHIP_PACKAGES } from './sponsorship';
import { NEARBY_DESTINATIONS, NEARBY_GALLERY, RAILWAY_STATIONS } from './venue';

// What any edition's content must be, whatever its figures: each edition states its own counts,
// so these check the shape and the invariants, not how many of each there are.
const numberedFromOne = (numbers: readonly number[]) => numbers.every((value, index) => value === index + 1);
const isSiteOrWebLink = (href: string) => href.startsWith('/') || /^https:\/\/[^\s]+$/.test(href);

describe('site content', () => {
  it('gives every committee member and speaker a name slot, and committees at least one person', () => {
    for (const list of [GENERAL_CHAIRS, ORGANIZING_COMMITTEE, ADVISORY_BOARD]) {
      expect(list.length).toBeGreaterThan(0);
      for (const person of list) expect(person).toHaveProperty('name');
    }
    expect(KEYNOTE_SPEAKERS.length).toBeGreaterThan(0);
    for (const speaker of KEYNOTE_SPEAKERS) expect(speaker).toHaveProperty('name');
  });

  it('numbers gallery images and hotels from 1 without gaps', () => {
    expect(numberedFromOne(MEMORIES.map((image) => image.id))).toBe(true);
    expect(numberedFromOne(HOTELS.map((hotel) => hotel.serial))).toBe(true);
    expect(NEARBY_GALLERY.length).toBeGreaterThan(0);
  });

  it('has areas, highlights, stations and destinations with text', () => {
    for (const area of AREAS_OF_INTEREST) expect(area.title.trim()).not.toBe('');
    for (const highlight of HIGHLIGHTS) expect(highlight.title.trim()).not.toBe('');
    for (const station of RAILWAY_STATIONS) {
      expect(station.name.trim()).not.toBe('');
      expect(station.distanceKm).toBeGreaterThan(0);
    }
    expect(NEARBY_DESTINATIONS.length).toBeGreaterThan(0);
  });

  it('prices sponsorship packages positively, dearest first, and places sponsors only in offered levels', () => {
    const amounts = SPONSORSHIP_PACKAGES.map((pack) => pack.amount);
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const levels = new Set(SPONSORSHIP_PACKAGES.map((pack) => pack.name));
    for (const sponsor of SPONSORS) expect(levels.has(sponsor.level)).toBe(true);
  });

  it('links social accounts over https and gives every important date a label and a day', () => {
    for (const { href } of SOCIAL_LINKS) if (isKnown(href)) expect(isSiteOrWebLink(href)).toBe(true);
    for (const date of IMPORTANT_DATES) {
      expect(date.label.trim()).not.toBe('');
      expect(date.date.trim()).not.toBe('');
    }
  });
});

describe('formatCalendarDay', () => {
  it('writes a calendar day the way the spec does', () => {
    expect(formatCalendarDay('2025-10-31')).toBe('31 Oct 2025');
    expect(formatCalendarDay('2025-09-01')).toBe('1 Sept 2025');
    expect(formatCalendarDay('2025-06-01')).toBe('1 June 2025');
  });
});
