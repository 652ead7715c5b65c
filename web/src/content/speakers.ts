export interface KeynoteSpeaker {
  name: string;
  designation: string;
  department: string;
  /** Empty until the speakers send their biographies (spec section 3). */
  bio: string;
}

// Six keynote speakers (spec section 2); names are placeholders until they are announced.
export const KEYNOTE_SPEAKERS: readonly KeynoteSpeaker[] = [
  { name: 'Keynote Speaker 1', designation: 'Professor', department: 'Computer Science and Engineering', bio: '' },
  { name: 'Keynote Speaker 2', designation: 'Professor', department: 'Electrical Engineering', bio: '' },
  { name: 'Keynote Speaker 3', designation: 'Chief Technology Officer', department: 'Industrial Automation', bio: '' },
  { name: 'Keynote Speaker 4', designation: 'Professor', department: 'Mechanical Engineering', bio: '' },
  { name: 'Keynote Speaker 5', designation: 'Research Director', department: 'Telecommunications', bio: '' },
  { name: 'Keynote Speaker 6', designation: 'Associate Professor', department: 'Data Science', bio: '' },
];
