import { Component as ClassComponent, use, type ComponentType, type ReactNode } from 'react';

/** A component whose code is a chunk of its own, loaded once: ahead of time, or when first drawn. */
export interface LazyComponent {
  Component: ComponentType;
  /** Loads the chunk (once); the page then draws without waiting. */
  load(): Promise<void>;
}

/**
 * Like React.lazy, with the load in our hands: the client loads the page's chunk before it
 * hydrates and on hover, and the prerender before it renders, so a page whose chunk is there
 * draws at once instead of suspending (React.lazy suspends at least once, which hydration and
 * renderToString cannot wait for). A page drawn before its chunk arrives suspends: navigations
 * are transitions, so the page on screen stays until the next one can draw.
 */
export function lazyComponent(importComponent: () => Promise<ComponentType>): LazyComponent {
  let loaded: ComponentType | undefined;
  let attempt: Promise<ComponentType> | undefined;
  let failed = false;
  const begin = () => {
    failed = false;
    attempt = importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw new ChunkUnavailable(error);
      },
    );
    return attempt;
  };
  function Component() {
    // A render never starts a second attempt: React would suspend on a new promise each time.
    const Loaded = loaded ?? use(attempt ?? begin());
    return <Loaded />;
  }
  return {
    Component,
    // A chunk that failed to arrive (a lost connection) is tried again at the next load.
    load: () => (!attempt || failed ? begin() : attempt).then(() => undefined),
  };
}

/** A lazy component's chunk did not arrive. */
export class ChunkUnavailable extends Error {
  constructor(cause: unknown) {
    super('A page of the site could not be loaded.', { cause });
    this.name = 'ChunkUnavailable';
  }
}

/**
 * A page whose code cannot be fetched mid-visit (a lost connection, or a deploy that replaced the
 * chunk the running application names) is loaded as a document instead: the server sends the
 * page's HTML, with the current chunks. Any other error is not this boundary's to handle.
 */
export class LoadFailureBoundary extends ClassComponent<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkUnavailable) window.location.reload();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkUnavailable) return <p role="status">Loading the page…</p>;
    throw error;
  }
}
