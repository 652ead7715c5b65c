// What the build makes of a person's photo and the avatar shows: the contract between
// scripts/edition/portraits.ts (build time, sharp) and avatar.tsx (the page).

/** The avatar's size in CSS pixels: the build makes each portrait at this size and twice it. */
export const PORTRAIT_SIZE = 96;

/**
 * The cards of a grid's first row: at most four fit (global.css, .card-grid), and every grid of
 * people sits right under its page's title, so on a desktop screen they are above the fold and
 * their portraits load at once; the others load lazily as they near the viewport.
 */
export const FIRST_ROW = 4;

/** One portrait's optimised files, as the attributes of a picture element. */
export interface PortraitFiles {
  /** Modern formats, best first: the browser takes the first it can decode. */
  sources: readonly { type: string; srcSet: string }[];
  /** The fallback every browser decodes, at 1x. */
  src: string;
  /** The fallback at each density the source allows ("… 1x, … 2x"). */
  srcSet: string;
}
