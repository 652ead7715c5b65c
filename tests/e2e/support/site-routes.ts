// Every route of spec section 2, and the privacy notice, with the heading and the texts a visitor must find there.
// Texts are the spec's own words where it quotes them, written here independently of the
// site's content modules so a changed module cannot silently change the expectation.
import { CONFERENCE } from '../../../functions/src/domain/conference';

export interface SiteRoute {
  path: string;
  heading: string;
  texts: readonly string[];
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    heading: CONFERENCE.name,
    texts: [
      CONFERENCE.datesLabel,
      'About the Conference',
      'Conference Areas of Interest',
      'Conference Starts In',
      'Conference Highlights',
      'Co-Organized By',
      'Celebrating Innovation, Collaboration & Impact',
      // "Conference Memories" is shown once it has photos (content.spec.ts, gallery.fixture-2031.spec.ts).
    ],
  },
  { path: '/committee/general-chairs', heading: 'General Chairs', texts: ['Meet Our General Chairs', CONFERENCE.name] },
  {
    path: '/committee/organizing-committee',
    heading: 'Organizing Committee',
    texts: ['Chair - IIT Dharwad', 'Chair - IEEE SSIT Track'],
  },
  { path: '/committee/editorial-board', heading: 'Editorial Board', texts: ['Track Chair', 'Karnatak University'] },
  { path: '/committee/advisory-board', heading: 'Advisory Board', texts: ['Senior advisors'] },
  {
    path: '/call-for-papers',
    heading: 'Call for Papers',
    texts: ['Important Dates', 'Submission Guidelines', 'Evaluation Criteria', 'Awards', '6-10 pages', '30 Sept 2025'],
  },
  {
    path: '/registration',
    heading: 'Registration',
    texts: ['New Registration', 'Registration Status', 'Poster Rules', 'A1 portrait'],
  },
  {
    path: '/registration/details',
    heading: 'New Registration',
    texts: ['While registration is open, you register here in a few steps', 'Participant Details'],
  },
  {
    path: '/registration/status',
    heading: 'Registration Status',
    texts: [
      'Check your registration, verify your e-mail and send your payment.',
      'Email Verification',
      'Payment Status',
    ],
  },
  { path: '/program/program-schedule', heading: 'Program Schedule', texts: ['three days of the conference'] },
  { path: '/program/keynote-speaker', heading: 'KeyNote Speakers', texts: ['designations and departments'] },
  {
    path: '/sponsorship/opportunities',
    heading: 'Opportunities to Support',
    texts: ['Platinum', 'Bag Sponsor', 'plus 18% GST'],
  },
  { path: '/sponsorship/sponsors', heading: 'Sponsors', texts: ['Silver Sponsors', 'Bronze Sponsors', 'Exhibitors'] },
  { path: '/venue/travel', heading: 'Travel', texts: ['By Air', 'By Train', 'Local Transport'] },
  { path: '/venue/dharwad', heading: 'Dharwad', texts: ['The City', 'Climate', 'Industries', 'Map', 'Attractions'] },
  { path: '/venue/nearby', heading: 'Nearby Destinations', texts: ['Hampi', 'Drive time', 'Karnataka Tourism'] },
  { path: '/venue/accommodation', heading: 'Accommodation', texts: ['Hotels', 'rates per night', 'Travel Note'] },
  {
    path: '/privacy',
    heading: 'Privacy Notice',
    texts: ['Who we are', 'What we collect', 'Who processes it', 'Your rights', 'Grievance officer'],
  },
];
