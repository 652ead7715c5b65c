// The header's menu (docs/rules.md, "The pages"). A parent with children is shown as a label only.
export interface MenuItem {
  name: string;
  path: string;
  children?: readonly MenuItem[];
}

export const MAIN_MENU: readonly MenuItem[] = [
  { name: 'Home', path: '/' },
  {
    name: 'Committee',
    path: '/committee',
    children: [
      { name: 'General Chairs', path: '/committee/general-chairs' },
      { name: 'Organizing Committee', path: '/committee/organizing-committee' },
      { name: 'Editorial Board', path: '/committee/editorial-board' },
      { name: 'Advisory Board', path: '/committee/advisory-board' },
    ],
  },
  { name: 'Call for Papers', path: '/call-for-papers' },
  { name: 'Registration', path: '/registration' },
  {
    name: 'Program',
    path: '/program',
    children: [
      { name: 'Program Schedule', path: '/program/program-schedule' },
      { name: 'KeyNote Speaker', path: '/program/keynote-speaker' },
    ],
  },
  {
    name: 'Sponsorship',
    path: '/sponsorship',
    children: [
      { name: 'Opportunities to Support', path: '/sponsorship/opportunities' },
      { name: 'Sponsors', path: '/sponsorship/sponsors' },
    ],
  },
  {
    name: 'Venue & Travel',
    path: '/venue',
    children: [
      { name: 'Travel', path: '/venue/travel' },
      { name: 'Dharwad', path: '/venue/dharwad' },
      { name: 'Nearby', path: '/venue/nearby' },
      { name: 'Accommodation', path: '/venue/accommodation' },
    ],
  },
];

/** Active when the path is the item's own or lies beneath it ("/venue" for "/venue/travel"). */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
