import { describe, expect, it } from 'vitest';
import { certifiedPapers, certificatesOpenAt, certificateWording, presentedPapers } from './certificate';
import { CERTIFICATES_OPEN_ON, CONFERENCE_DAYS, venueInstant } from './venue-time';
import { EDITION } from './edition';
import { paperKey } from './paper-id';

const [P12, P40] = [`${EDITION.shortName}-12`, `${EDITION.shortName}-40`];
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
    const wording = certificateWording({ name: 'A', organization: 'B', paperIds: [P12, P40] });
    expect(wording.statement).toBe(`${held}, and presented papers ${P12} and ${P40}.`);
  });

  it('names one paper, two, or a list of them, leaving blank IDs out', () => {
    expect(presentedPapers([P12])).toBe(`and presented paper ${P12}`);
    expect(presentedPapers([` ${P12} `, ''])).toBe(`and presented paper ${P12}`);
    expect(presentedPapers(['1', '2', '3'])).toBe('and presented papers 1, 2 and 3');
    expect(presentedPapers([])).toBe('');
    expect(presentedPapers()).toBe('');
  });
});

describe('the papers a certificate names', () => {
  const sentence = `${EDITION.shortName}-7 and received the Best Paper Award.`;

  it('are plain paper IDs only, never text a registrant typed around them', () => {
    expect(presentedPapers([sentence, P12])).toBe(`and presented paper ${P12}`);
    expect(certificateWording({ name: 'A', organization: 'B', paperIds: [sentence] }).statement).toBe(`${held}.`);
    expect(certifiedPapers([P12, sentence, 'https://example.org/7'], { ids: [] }, 'a@example.org')).toEqual([P12]);
  });

  it('are those on the accepted list once one is loaded, as the list spells them', () => {
    const accepted = { ids: [P12.toLowerCase(), `${EDITION.shortName}-99`] };
    expect(certifiedPapers([` ${P12} `, P40, sentence], accepted, 'a@example.org')).toEqual([P12.toLowerCase()]);
    expect(certifiedPapers([P40], accepted, 'a@example.org')).toEqual([]);
    expect(certifiedPapers([P12, P12.toLowerCase()], { ids: [] }, 'a@example.org')).toEqual([P12]);
  });

  it("name a paper the list gives authors for only on an author's certificate, by their address", () => {
    const accepted = { ids: [P12, P40], authors: { [paperKey(P12)]: ['asha@example.org'] } };
    expect(certifiedPapers([P12, P40], accepted, ' Asha@Example.org ')).toEqual([P12, P40]);
    // Anyone else may name it: it is not on their certificate; a paper without authors given still is.
    expect(certifiedPapers([P12, P40], accepted, 'ravi@example.org')).toEqual([P40]);
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
