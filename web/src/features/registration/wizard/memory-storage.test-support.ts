// For unit tests under Node: a window whose localStorage keeps strings by key, as a browser's does.
import { afterEach, beforeEach } from 'vitest';

export function withMemoryLocalStorage(): void {
  beforeEach(() => {
    const store = new Map<string, string>();
    Object.assign(globalThis, {
      window: {
        localStorage: {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => void store.set(key, value),
          removeItem: (key: string) => void store.delete(key),
        },
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });
}
