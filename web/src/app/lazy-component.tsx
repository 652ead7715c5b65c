import { Component as ClassComponent, use, type ComponentType, type ReactNode } from 'react';
import { ChunkUnavailable, loadOnce } from '../lib/load-once';

/** A component whose code is a chunk of its own, loaded once: ahead of time, or when first drawn. */
export interface LazyComponent {
  Component: ComponentType;
  /** Loads the chunk (once, lib/load-once.ts); the page then draws without waiting. */
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
  const chunk = loadOnce(importComponent);
  function Component() {
    const Loaded = chunk.loaded() ?? use(chunk.latest());
    return <Loaded />;
  }
  return { Component, load: () => chunk.load().then(() => undefined) };
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
