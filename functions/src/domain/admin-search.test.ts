import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_KEYS,
  MAX_SEARCH_PREFIX,
  exactUniqueName,
  nameMatches,
  searchKeysFor,
  searchTermsFor,
} from './admin-search';
import { holdsBrokenText } from './schema-helpers';
import { MAX_GROUP_STUDENTS } from './tiers';

const asha = {
  id: 'ICEI25-AB12-CD34-EF567',
  email: 'Asha.Rao@Example.org',
  firstName: 'Asha',
  lastName: 'Rao-Kulkarni',
  paymentReferences: ['SBIC2510210003'],
};
const keys = searchKeysFor(asha);

/** Whether a search for `query` finds a registration with these keys (Firestore's array-contains-any). */
const finds = (query: string, stored = keys) => searchTermsFor(query).some((term) => stored.includes(term));

describe('the administrators’ search', () => {
  it('still finds whole IDs, e-mail addresses, names and payment references, in any case', () => {
    for (const query of [
      'icei25-ab12-cd34-ef567',
      'ASHA.RAO@EXAMPLE.ORG',
      'Asha',
      'rao-kulkarni',
      'asha  rao-kulkarni',
      'sbic2510210003',
    ]) {
      expect(finds(query), query).toBe(true);
    }
  });

  it('finds the start of a name, of any word or part of it, and of the full name', () => {
    for (const query of ['as', 'ash', 'ra', 'rao', 'kulk', 'rao-k', 'asha r', 'asha rao-ku']) {
      expect(finds(query), query).toBe(true);
    }
    expect(finds('sha')).toBe(false); // the middle of a word is not a start
    expect(finds('a')).toBe(false); // one letter would match most of the table
  });

  it('finds the start of the e-mail address', () => {
    for (const query of ['asha.', 'asha.rao@', 'Asha.Rao@exam']) expect(finds(query), query).toBe(true);
    expect(finds('example.org')).toBe(false);
  });

  it('finds an ID fragment from the start of any group, with or without hyphens or spaces', () => {
    for (const query of [
      'AB12-CD34',
      'ab12cd34',
      'ab12 cd34',
      'CD34-EF5',
      'ef567',
      'ICEI25-AB12',
      'icei25ab12cd34ef567',
    ]) {
      expect(finds(query), query).toBe(true);
    }
    expect(finds('B12-CD34')).toBe(false);
  });

  it('finds accented names typed with or without their accents', () => {
    const zoe = searchKeysFor({ ...asha, firstName: 'Zoë', lastName: 'Ñúñez' });
    for (const query of ['Zoë', 'zoe', 'ÑÚÑ', 'nun', 'zoe nunez', 'Zoë Ñúñez'])
      expect(finds(query, zoe), query).toBe(true);
  });

  it('finds a name with an apostrophe, a dot or a hyphen typed without it', () => {
    const maria = searchKeysFor({ ...asha, firstName: 'Maria', lastName: "D'Souza" });
    for (const query of ['dsouza', 'dsou', "d'souza", 'souza', 'maria dsouza', 'Maria D’Souza'])
      expect(finds(query, maria), query).toBe(true);
    const initials = searchKeysFor({ ...asha, firstName: 'K.S.', lastName: 'Rao' });
    for (const query of ['ks rao', 'ks', 'k.s.']) expect(finds(query, initials), query).toBe(true);
    for (const query of ['rao kulkarni', 'rao kul']) expect(finds(query), query).toBe(true);
    expect(finds('dsouza')).toBe(false);
  });

  it('gives the desk one person for a whole name typed without its punctuation, and nobody when two share it', () => {
    expect(exactUniqueName(["Maria D'Souza", 'Maria Dias'], 'maria dsouza')).toBe("Maria D'Souza");
    expect(exactUniqueName(["Maria D'Souza", 'Maria Dias'], 'Maria D’Souza')).toBe("Maria D'Souza");
    expect(exactUniqueName(["Maria D'Souza", 'Maria DSouza'], 'maria dsouza')).toBeNull();
    expect(exactUniqueName(["Maria D'Souza"], 'maria')).toBeNull();
  });

  it('cuts the starts of names between characters, never inside one written with two UTF-16 units', () => {
    const wide = searchKeysFor({ ...asha, firstName: 'A😀𝐁c', lastName: '𝐑ao' });
    expect(holdsBrokenText(wide)).toBe(false);
    expect(finds('a😀', wide)).toBe(true);
    expect(finds('𝐑a', wide)).toBe(true);
  });

  it('keeps the keys bounded whatever the names', () => {
    const long = 'Abcdefghijklmnopqrstuvwxyz'.repeat(4);
    const many = searchKeysFor({
      ...asha,
      firstName: Array.from({ length: 20 }, (_, index) => `${long}${index}`).join(' '),
      lastName: long,
      email: `${long}@example.org`,
    });
    expect(many.length).toBeLessThanOrEqual(MAX_SEARCH_KEYS);
    // Starts stop at MAX_SEARCH_PREFIX characters; only whole keys are longer.
    expect(many.filter((key) => key.length > MAX_SEARCH_PREFIX)).toHaveLength(4);
    // Whole keys come first, so they survive the bound.
    expect(many).toContain(`${long}@example.org`.toLowerCase());
    expect(many).toContain('sbic2510210003');
  });

  it('finds a group by a student’s name, its words and their starts, with or without accents', () => {
    const group = searchKeysFor({ ...asha, studentNames: ['Priya S. Nair', 'Zoë Ñúñez'] });
    for (const query of ['Priya S. Nair', 'priya', 'nair', 'pri', 'priya s', 'zoe nunez', 'Ñúñ', 'nun'])
      expect(finds(query, group), query).toBe(true);
    expect(finds('riya', group)).toBe(false);
    expect(finds('priya')).toBe(false); // not Asha's own registration
  });

  it('a group of the largest size keeps the registrant’s keys and every student’s whole name within the bound', () => {
    const studentNames = Array.from(
      { length: MAX_GROUP_STUDENTS },
      (_, index) => `Student${index} Venkataramanan-Subramaniam Krishnamurthy`,
    );
    const group = searchKeysFor({ ...asha, studentNames });
    expect(group.length).toBeLessThanOrEqual(MAX_SEARCH_KEYS);
    for (const query of ['as', 'rao-k', 'ab12cd34', 'asha.rao@exam', ...studentNames])
      expect(finds(query, group), query).toBe(true);
  });

  it('tells whose own name a search is about, as the keys find it', () => {
    for (const query of ['Priya S. Nair', 'nair', 'pri', 'PRIYA S'])
      expect(nameMatches('Priya S. Nair', query), query).toBe(true);
    for (const query of ['riya', 'asha', 'ICEI25-AB12', 'p'])
      expect(nameMatches('Priya S. Nair', query), query).toBe(false);
    expect(nameMatches('Zoë Ñúñez', 'zoe nun')).toBe(true);
    // The rule is the search's: a name matches exactly when a registration of that name is found.
    for (const query of ['zoe', 'Zoë Ñ', 'nunez', 'ez', 'zoë ñúñez x']) {
      expect(nameMatches('Zoë Ñúñez', query), query).toBe(
        finds(query, searchKeysFor({ ...asha, studentNames: ['Zoë Ñúñez'] })) && !finds(query),
      );
    }
  });

  it('asks for nothing on a blank search, and for at most four spellings', () => {
    expect(searchTermsFor('   ')).toEqual([]);
    expect(searchTermsFor("'")).toEqual(["'"]);
    expect(searchTermsFor('Zoë AB12-cd34')).toEqual(['zoë ab12-cd34', 'zoe ab12-cd34', 'zoe ab12 cd34']);
    expect(searchTermsFor(' AB12-cd34 ')).toEqual(['ab12-cd34', 'ab12 cd34', 'ab12cd34']);
  });
});
