// The administrators' search. Firestore matches whole array elements only, so each registration
// stores the pieces a person may type as `searchKeys`: whole keys (ID, e-mail, names, payment
// references) and the starts of them (a name's words, the e-mail address, the ID from any of its
// groups), and a search asks for the typed text as one of them.

/** Starts shorter than this would match most of the table. */
export const MIN_SEARCH_PREFIX = 2;
/** Longer starts are not stored: nobody types 30 characters of something without the rest. */
export const MAX_SEARCH_PREFIX = 30;
/** Keeps a registration's index entries bounded whatever its names (Firestore allows 40,000). */
export const MAX_SEARCH_KEYS = 300;

export interface SearchableFields {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  paymentReferences: readonly string[];
  /** A group's students: the desk finds a student, and the table the group, by a student's name. */
  studentNames?: readonly string[];
}

/** Lower case, trimmed, inner white space as one space. */
export const normalizeSearch = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Without accents ("Zoë Ñúñez" → "zoe nunez"), so either spelling finds the other. */
const withoutAccents = (value: string) => value.normalize('NFD').replace(/\p{Mn}/gu, '');

/** An ID or a fragment of one as pasted ("AB12-CD34", "ab12 cd34"): letters and digits only. */
const compactId = (value: string) => value.replace(/[\s-]+/g, '');
const ID_LIKE = /^[a-z0-9]+(?:[\s-]+[a-z0-9]+)*$/;

// Counted in characters, not UTF-16 units: a start cut inside a surrogate pair (an emoji, a
// letter beyond the first plane) would be no text, and Firestore refuses to store it.
function prefixesOf(value: string): string[] {
  const chars = Array.from(value);
  const prefixes: string[] = [];
  for (let length = MIN_SEARCH_PREFIX; length <= Math.min(chars.length, MAX_SEARCH_PREFIX); length += 1) {
    // A search is trimmed, so a start ending in a space is never asked for.
    if (chars[length - 1] !== ' ') prefixes.push(chars.slice(0, length).join(''));
  }
  return prefixes;
}

/** The ID without hyphens from the start of each group: "icei25ab12…", "ab12cd34…", "cd34…", … */
function idStarts(id: string): string[] {
  const groups = normalizeSearch(id).split('-');
  return groups.map((_, index) => groups.slice(index).join(''));
}

/** A name's words, and the parts of hyphenated or abbreviated ones ("mary-jane" → "mary", "jane"). */
function nameWords(name: string): string[] {
  const words = name.split(' ');
  return [...words, ...words.flatMap((word) => word.split(/[-'’.]+/))];
}

/**
 * A name as typed without its punctuation: apostrophes and dots dropped ("d'souza" → "dsouza"),
 * hyphens as spaces ("rao-kulkarni" → "rao kulkarni"), and without accents.
 */
const looseForm = (name: string) =>
  withoutAccents(name)
    .replace(/['’.]+/g, '')
    .replace(/-+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A name and its words, each also without accents and as typed without punctuation. */
const nameForms = (fullName: string) => {
  const names = [fullName, ...nameWords(fullName)];
  return [...names, ...names.map(withoutAccents), ...[fullName, ...fullName.split(' ')].map(looseForm)];
};

/**
 * Every key the registration is found by, at most MAX_SEARCH_KEYS: the registrant's whole keys,
 * then the starts of them, then the students' (a large group never crowds the registrant out;
 * a student's whole name and its words come before the starts of any).
 */
export function searchKeysFor(fields: SearchableFields): string[] {
  const first = normalizeSearch(fields.firstName);
  const last = normalizeSearch(fields.lastName);
  const fullName = normalizeSearch(`${first} ${last}`);
  const whole = [fields.id, fields.email, first, last, fullName, ...fields.paymentReferences].map(normalizeSearch);
  const starts = [...idStarts(fields.id), normalizeSearch(fields.email), ...nameForms(fullName)].flatMap(prefixesOf);
  const students = (fields.studentNames ?? []).map((name) => nameForms(normalizeSearch(name)));
  const keys = [
    ...new Set([
      ...whole,
      withoutAccents(fullName),
      ...starts,
      ...students.flat(),
      ...students.flat().flatMap(prefixesOf),
    ]),
  ].filter((key) => key !== '');
  return keys.slice(0, MAX_SEARCH_KEYS);
}

/**
 * What a search asks for (any of them matches): the text as typed, without accents, and as an
 * ID fragment without hyphens or spaces. Empty for a blank search.
 */
export function searchTermsFor(query: string): string[] {
  const typed = normalizeSearch(query);
  if (typed === '') return [];
  const terms = [typed, withoutAccents(typed), looseForm(typed)].filter((term) => term !== '');
  if (ID_LIKE.test(typed)) terms.push(compactId(typed));
  return [...new Set(terms)];
}

/** Whether a search for `query` is about this person's own name (the keys a name gives, as above). */
export function nameMatches(name: string, query: string): boolean {
  const keys = new Set(nameForms(normalizeSearch(name)).flatMap((form) => [form, ...prefixesOf(form)]));
  return searchTermsFor(query).some((term) => keys.has(term));
}

/**
 * Whose pass code a desk's name search may hand out: a person whose whole name is what was typed
 * (case, spacing, accents and punctuation aside), and only when nobody else found has that name. A first name or a
 * shared name lists the people, without a code to check anyone in by: staff then type the whole
 * name or scan the pass, so a few letters never give out a pass.
 */
export function exactUniqueName(names: readonly string[], query: string): string | null {
  // "Maria DSouza" is typed for "Maria D'Souza": punctuation, accents and case aside.
  const typed = looseForm(normalizeSearch(query));
  const same = names.filter((name) => looseForm(normalizeSearch(name)) === typed);
  return same.length === 1 ? (same[0] ?? null) : null;
}
