// Every page of the site (docs/rules.md, "The pages"), and the privacy notice, with the heading
// and the texts a visitor must find there.
// Texts are the spec's own words where it quotes them, written here independently of the
// site's content modules so a changed module cannot silently change the expectation.
import { CONFERENCE } from '../../../functions/src/domain/conference';

export interface SiteRoute {
  path: string;
  heading: string;
  texts: readonly string[];
  /**
   * Why axe runs at a laptop's width too, where the page shows there what a phone does not (axe
   * runs at a phone's width on every page; page-checks.ts, expectFitsEachWidth).
   */
  axeAtLaptop?: string;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    heading: CONFERENCE.name,
    // Its sections' headings, in order, are checked in the same load (page-content.ts, expectHome);
    // "Conference Memories" only once it has photos (gallery.fixture-2031.spec.ts).
    texts: [CONFERENCE.datesLabel],
    axeAtLaptop:
      'from 768 px the areas of interest run as a marquee with their aria-hidden copy shown, and a gallery with photos is a carousel',
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
  {
    path: '/program/program-schedule',
    heading: 'Program Schedule',
    texts: ['three days of the conference'],
    axeAtLaptop: 'from 768 px a published schedule is embedded as a PDF frame in place of its phone links',
  },
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
