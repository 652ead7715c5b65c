// People of the committee pages (spec sections 2 and 3). The spec gives roles and counts but
// no names or photos, so names are generic placeholders and photos are initials avatars.
export interface Person {
  name: string;
  /** Role on the committee, e.g. "Chair - IIT Dharwad"; optional for organizing members. */
  role?: string;
  /** Position and department; may hold several lines. */
  title: readonly string[];
}

export const GENERAL_CHAIRS_SUBTITLE =
  'The General Chairs of the IEEE Conference on Engineering Informatics 2025 lead its programme, partners and people.';

export const GENERAL_CHAIRS: readonly Person[] = [
  { name: 'General Chair 1', title: ['Director', 'Indian Institute of Technology Dharwad', 'General Chair'] },
  { name: 'General Chair 2', title: ['Dean', 'Karnatak University, Dharwad', 'General Chair'] },
  { name: 'General Chair 3', title: ['Director', 'Indian Institute of Information Technology', 'General Chair'] },
  {
    name: 'General Chair 4',
    title: ['Director, Vehicle Engineering Team', 'Partner university abroad', 'General Chair'],
  },
];

const institute = 'IIT Dharwad';

function members(prefix: string, from: number, count: number, title: readonly string[]): Person[] {
  return Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${from + i}`, title }));
}

// 20 entries, 4 with roles (spec section 3); the others are faculty, staff or students.
export const ORGANIZING_COMMITTEE: readonly Person[] = [
  {
    name: 'Organizing Member 1',
    role: 'Chair - IIT Dharwad',
    title: ['Professor', 'Computer Science and Engineering'],
  },
  {
    name: 'Organizing Member 2',
    role: 'Chair - Karnatak University',
    title: ['Professor', 'Department of Computer Science'],
  },
  { name: 'Organizing Member 3', role: 'Chair - IEEE SSIT Track', title: ['Professor', 'Electrical Engineering'] },
  {
    name: 'Organizing Member 4',
    role: 'Co-Chair - IIT Dharwad',
    title: ['Associate Professor', 'Mechanical Engineering'],
  },
  ...members('Organizing Member', 5, 4, ['Professor', 'Engineering Informatics']),
  ...members('Organizing Member', 9, 6, ['Assistant Professor', 'Engineering Informatics']),
  ...members('Organizing Member', 15, 3, ['Staff', institute]),
  ...members('Organizing Member', 18, 3, ['Student', institute]),
];

export const EDITORIAL_BOARD: readonly Person[] = [
  { name: 'Editorial Member 1', role: 'Track Chair - AI / ML', title: ['Professor', institute] },
  { name: 'Editorial Member 2', role: 'Track Chair - Industry 4.0', title: ['Professor', 'Karnatak University'] },
  {
    name: 'Editorial Member 3',
    role: 'Track Chair - IOT, Robotics and Automation',
    title: ['Associate Professor', institute],
  },
  {
    name: 'Editorial Member 4',
    role: 'Track Chair - 5G and 6G Technology',
    title: ['Professor', 'Karnatak University'],
  },
  { name: 'Editorial Member 5', role: 'Member', title: ['Assistant Professor', institute] },
  { name: 'Editorial Member 6', role: 'Member', title: ['Assistant Professor', 'Karnatak University'] },
];

export const ADVISORY_BOARD: readonly Person[] = [
  { name: 'Advisory Member 1', role: 'Advisor', title: ['Professor', 'Indian Institute of Science'] },
  { name: 'Advisory Member 2', role: 'Advisor', title: ['Professor', 'IEEE Bangalore Section'] },
  { name: 'Advisory Member 3', role: 'Advisor', title: ['Industry Fellow', 'Engineering informatics industry'] },
  { name: 'Advisory Member 4', role: 'Advisor', title: ['Professor Emeritus', 'Partner university abroad'] },
];
