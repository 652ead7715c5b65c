import { describe, expect, it } from 'vitest';
import { isActivePath, MAIN_MENU } from './navigation';

describe('isActivePath', () => {
  it('is active on its own path and on paths beneath it', () => {
    expect(isActivePath('/venue', '/venue')).toBe(true);
    expect(isActivePath('/venue', '/venue/travel')).toBe(true);
  });

  it('is not active on a path that merely starts with the same letters', () => {
    expect(isActivePath('/venue', '/venues')).toBe(false);
    expect(isActivePath('/registration', '/registration-guide')).toBe(false);
  });

  it('keeps Home active on the home page only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/venue/travel')).toBe(false);
  });
});

describe('MAIN_MENU', () => {
  it('nests every child under its parent path', () => {
    for (const item of MAIN_MENU) {
      for (const child of item.children ?? []) expect(child.path.startsWith(`${item.path}/`)).toBe(true);
    }
  });
});
