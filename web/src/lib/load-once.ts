// The one way the site loads code after its first script: a page's chunk, the wizard's checks,
// App Check, the sign-in SDK, the QR decoder. `importChunk` holds the `import()` itself, since
// Vite resolves the literal where it is written.

/** A chunk of the site's code, fetched when first needed and only once. */
export interface Chunk<T> {
  /** The chunk: the first call fetches it and later ones share that fetch; after a failed one, fetches again. */
  load(): Promise<T>;
  /**
   * The latest fetch, settled or not (the first is started if there is none). React's `use`
   * needs the same promise at every render; a render must never start a second fetch.
   */
  latest(): Promise<T>;
  /** The chunk once it has arrived, for code that must not wait; null before. */
  loaded(): T | null;
}

/**
 * A fetch that fails is tried once more at once: a dropped connection or a server's hiccup often
 * lasts less than a request. (Browsers fetch a failed module again, whatwg/html#10327, Debian's
 * Chromium 156 included; an older Chromium kept the failure, so there the second try fails at once and the caller's fallback applies: a page loads itself as a
 * document, app/lazy-component.tsx.) A load that failed twice rejects with ChunkUnavailable, and
 * the next load fetches again.
 */
export function loadOnce<T>(importChunk: () => Promise<T>): Chunk<T> {
  let arrived: T | null = null;
  let fetching: Promise<T> | null = null;
  let failed = false;
  const begin = (): Promise<T> => {
    failed = false;
    const attempt: Promise<T> = importChunk()
      .catch(() => importChunk())
      .then(
        (chunk) => (arrived = chunk),
        (error: unknown) => {
          if (fetching === attempt) failed = true;
          throw new ChunkUnavailable(error);
        },
      );
    fetching = attempt;
    return attempt;
  };
  return {
    load: () => (fetching && !failed ? fetching : begin()),
    latest: () => fetching ?? begin(),
    loaded: () => arrived,
  };
}

/** A chunk of the site's code did not arrive (a lost connection, or a deploy that replaced it). */
export class ChunkUnavailable extends Error {
  constructor(cause: unknown) {
    super('A part of the site could not be loaded.', { cause });
    this.name = 'ChunkUnavailable';
  }
}
