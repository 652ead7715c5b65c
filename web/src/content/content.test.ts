import { describe, expect, it } from 'vitest';
import { AREAS_OF_INTEREST } from './areas';
import { ADVISORY_BOARD, GENERAL_CHAIRS, ORGANIZING_COMMITTEE } from './committees';
import { formatCalendarDay } from './calendar';
import { IMPORTANT_DATES } from './dates';
import { MEMORIES } from './gallery';
import { HIGHLIGHTS } from './highlights';
import { HOTELS } from './hotels';
import { SOCIAL_LINKS } from './site';
import { KEYNOTE_SPEAKERS } from './speakers';
import { SPONSORS, SPONSORSHIP_PACKAGES } from './sponsorship';
import { NEARBY_DESTINATIONS, NEARBY_GALLERY, RAILWAY_STATIONS } from './venue';

// The figures spec sections 2, 3 and 9 give: content edits must keep them.
describe('site content', () => {
  it('has the committees the spec counts', () => {
    expect(GENERAL_CHAIRS).toHaveLength(4);
    expect(ORGANIZING_COMMITTEE).toHaveLength(20);
    expect(ORGANIZING_COMMITTEE.filter((person) => person.role !== undefined)).toHaveLength(4);
    expect(ADVISORY_BOARD).toHaveLength(4);
    expect(KEYNOTE_SPEAKERS).toHaveLength(6);
  });

  it('has eight areas, four highlights and six gallery images with ids 1 to 6', () => {
    expect(AREAS_OF_INTEREST).toHaveLength(8);
    expect(HIGHLIGHTS.map((highlight) => highlight.title)).toEqual([
      '500+ Attendees',
      '203 Papers Submitted',
      '75 Papers Accepted',
      'Best Paper & Poster Awards',
    ]);
    expect(MEMORIES.map((image) => image.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has the venue figures: 2 stations, 5 destinations, 6 photos, 8 hotels', () => {
    expect(RAILWAY_STATIONS).toHaveLength(2);
    expect(NEARBY_DESTINATIONS).toHaveLength(5);
    expect(NEARBY_GALLERY).toHaveLength(6);
    expect(HOTELS.map((hotel) => hotel.serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('has the six sponsorship packages and sponsors Silver 1, Bronze 3, Exhibitor 1', () => {
    expect(SPONSORSHIP_PACKAGES.map((pack) => [pack.name, pack.amount])).toEqual([
      ['Platinum', 300000],
      ['Gold', 200000],
      ['Silver', 100000],
      ['Bronze', 75000],
      ['Exhibitor', 50000],
      ['Bag Sponsor', 25000],
    ]);
    const count = (level: string) => SPONSORS.filter((sponsor) => sponsor.level === level).length;
    expect([count('Platinum'), count('Gold'), count('Silver'), count('Bronze'), count('Exhibitor')]).toEqual([
      0, 0, 1, 3, 1,
    ]);
    expect(count('Bag Sponsor')).toBe(0);
  });

  it('has five social links and the important dates with 15 Sept struck through', () => {
    expect(SOCIAL_LINKS.map((link) => link.name)).toEqual([
      'Facebook',
      'Twitter',
      'Google Reviews',
      'Instagram',
      'LinkedIn',
    ]);
    expect(IMPORTANT_DATES.find((date) => date.previous)).toEqual({
      label: 'Extended deadline',
      date: '30 Sept 2025',
      previous: '15 Sept',
    });
  });
});

describe('formatCalendarDay', () => {
  it('writes a calendar day the way the spec does', () => {
    expect(formatCalendarDay('2025-10-31')).toBe('31 Oct 2025');
    expect(formatCalendarDay('2025-09-01')).toBe('1 Sept 2025');
    expect(formatCalendarDay('2025-06-01')).toBe('1 June 2025');
  });
});
