import { describe, expect, it } from 'vitest';
import { certificatesOpenAt, certificateWording, presentedPapers } from './certificate';
import { CERTIFICATES_OPEN_ON, CONFERENCE_DAYS, venueInstant } from './venue-time';
import { EDITION } from './edition';

const held = `participated in ${EDITION.name}, held ${EDITION.datesLabel} at ${EDITION.venue.place.name}`;

describe('certificate wording', () => {
  it("states the participation with the edition's name, dates and venue", () => {
    expect(certificateWording({ name: 'Ananya Kulkarni', organization: 'Karnatak University' })).toEqual({
      title: 'Certificate of Participation',
      opening: 'This is to certify that',
      name: 'Ananya Kulkarni',
      organization: 'of Karnatak University',
      statement: `${held}.`,
      organiser: `Organised by ${EDITION.organizer}`,
    });
  });

  it("adds an author's papers to the statement", () => {
    const wording = certificateWording({ name: 'A', organization: 'B', paperIds: ['P-12', 'P-40'] });
    expect(wording.statement).toBe(`${held}, and presented papers P-12 and P-40.`);
  });

  it('names one paper, two, or a list of them, leaving blank IDs out', () => {
    expect(presentedPapers(['P-12'])).toBe('and presented paper P-12');
    expect(presentedPapers([' P-12 ', ''])).toBe('and presented paper P-12');
    expect(presentedPapers(['P-1', 'P-2', 'P-3'])).toBe('and presented papers P-1, P-2 and P-3');
    expect(presentedPapers([])).toBe('');
    expect(presentedPapers()).toBe('');
  });
});

describe('when certificates open', () => {
  it('opens at the venue midnight after the last conference day, not before', () => {
    const lastDay = CONFERENCE_DAYS.at(-1) ?? '';
    expect(CERTIFICATES_OPEN_ON > lastDay).toBe(true);
    expect(certificatesOpenAt(venueInstant(lastDay, 23))).toBe(false);
    expect(certificatesOpenAt(venueInstant(CERTIFICATES_OPEN_ON, 0))).toBe(true);
  });
});
