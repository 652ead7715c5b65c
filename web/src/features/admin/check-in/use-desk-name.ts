import { useCallback, useState } from 'react';

// The desk's name stays on the device: a phone at desk 2 is desk 2 all day, across reloads.
const STORAGE_KEY = 'check-in-desk';

function storedDeskName(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return ''; // storage refused (a private window's policy): the field just starts empty
  }
}

/**
 * The desk's name, sent with each check-in and kept in localStorage. Read on first render: the
 * desk renders only in the browser, after sign-in (the prerender shows the sign-in check).
 */
export function useDeskName(): [string, (name: string) => void] {
  const [name, setName] = useState(storedDeskName);
  const update = useCallback((next: string) => {
    setName(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // kept for this page only
    }
  }, []);
  return [name, update];
}
