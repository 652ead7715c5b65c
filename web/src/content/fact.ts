/**
 * A fact the organisers have not published yet (a speaker's name, a hotel's rate, a document).
 * A unique symbol rather than null or '': React refuses to render it and a template string refuses
 * to print it, so a page cannot show an unknown fact by accident and must say what it shows
 * instead (components/ui/to-be-announced.tsx). `npm run edition:check` lists every one.
 */
export const TBA: unique symbol = Symbol('to be announced');

export type Fact<T> = T | typeof TBA;

export function isKnown<T>(fact: Fact<T>): fact is T {
  return fact !== TBA;
}

/** A picture with its text alternative. */
export interface Photo {
  src: string;
  alt: string;
}

/**
 * The entries of a gallery whose photo is published, in order. A gallery shows only these, and is
 * not shown at all while there are none: a page of "photo to be announced" tiles says nothing.
 */
export function withPhotos<T extends { photo: Fact<Photo> }>(entries: readonly T[]): (T & { photo: Photo })[] {
  return entries.filter((entry): entry is T & { photo: Photo } => isKnown(entry.photo));
}

/**
 * Whether a list is wholly unknown: it has entries, and not one of them has any of `facts`
 * published. Such a list is shown as one line saying what is coming (NotYetPublished), not as a
 * row or card of "to be announced" per entry, which says no more than the line.
 */
export function noneKnown<T extends object>(entries: readonly T[], facts: readonly (keyof T)[]): boolean {
  return entries.length > 0 && entries.every((entry) => facts.every((fact) => !isKnown(entry[fact])));
}
