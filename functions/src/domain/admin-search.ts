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
}

/** Lower case, trimmed, inner white space as one space. */
export const normalizeSearch = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Without accents ("Zoë Ñúñez" → "zoe nunez"), so either spelling finds the other. */
const withoutAccents = (value: string) => value.normalize('NFD').replace(/\p{Mn}/gu, '');

/** An ID or a fragment of one as pasted ("AB12-CD34", "ab12 cd34"): letters and digits only. */
const compactId = (value: string) => value.replace(/[\s-]+/g, '');
const ID_LIKE = /^[a-z0-9]+(?:[\s-]+[a-z0-9]+)*$/;

function prefixesOf(value: string): string[] {
  const prefixes: string[] = [];
  for (let length = MIN_SEARCH_PREFIX; length <= Math.min(value.length, MAX_SEARCH_PREFIX); length += 1) {
    // A search is trimmed, so a start ending in a space is never asked for.
    if (value[length - 1] !== ' ') prefixes.push(value.slice(0, length));
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

/** Every key the registration is found by, whole keys first, at most MAX_SEARCH_KEYS. */
export function searchKeysFor(fields: SearchableFields): string[] {
  const first = normalizeSearch(fields.firstName);
  const last = normalizeSearch(fields.lastName);
  const fullName = normalizeSearch(`${first} ${last}`);
  const names = [fullName, ...nameWords(fullName)];
  const whole = [fields.id, fields.email, first, last, fullName, ...fields.paymentReferences].map(normalizeSearch);
  const starts = [
    ...idStarts(fields.id),
    normalizeSearch(fields.email),
    ...names,
    ...names.map(withoutAccents),
  ].flatMap(prefixesOf);
  const keys = [...new Set([...whole, withoutAccents(fullName), ...starts])].filter((key) => key !== '');
  return keys.slice(0, MAX_SEARCH_KEYS);
}

/**
 * What a search asks for (any of them matches): the text as typed, without accents, and as an
 * ID fragment without hyphens or spaces. Empty for a blank search.
 */
export function searchTermsFor(query: string): string[] {
  const typed = normalizeSearch(query);
  if (typed === '') return [];
  const terms = [typed, withoutAccents(typed)];
  if (ID_LIKE.test(typed)) terms.push(compactId(typed));
  return [...new Set(terms)];
}
