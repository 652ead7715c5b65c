// The information pages (home, committees, call for papers, program, sponsorship, venue, the
// registration hub, privacy): rendered at build time only (entry-server.tsx), each a document
// whose script is enhance/site.ts. The browser's application never loads them (app/routes.tsx).
import { page, siteRoutes, APP_PAGES } from './routes';

export const INFO_PAGES = [
  page('/', null, 'home/home-page', () => import('../features/home/home-page').then((m) => m.HomePage)),
  page('/committee/general-chairs', 'committee/general-chairs', 'committee/general-chairs-page', () =>
    import('../features/committee/general-chairs-page').then((m) => m.GeneralChairsPage),
  ),
  page('/committee/organizing-committee', 'committee/organizing-committee', 'committee/committee-pages', () =>
    import('../features/committee/committee-pages').then((m) => m.OrganizingCommitteePage),
  ),
  page('/committee/editorial-board', 'committee/editorial-board', 'committee/committee-pages', () =>
    import('../features/committee/committee-pages').then((m) => m.EditorialBoardPage),
  ),
  page('/committee/advisory-board', 'committee/advisory-board', 'committee/committee-pages', () =>
    import('../features/committee/committee-pages').then((m) => m.AdvisoryBoardPage),
  ),
  page('/call-for-papers', 'call-for-papers', 'call-for-papers/call-for-papers-page', () =>
    import('../features/call-for-papers/call-for-papers-page').then((m) => m.CallForPapersPage),
  ),
  page('/registration', 'registration', 'registration-hub/registration-hub-page', () =>
    import('../features/registration-hub/registration-hub-page').then((m) => m.RegistrationHubPage),
  ),
  page('/program/program-schedule', 'program/program-schedule', 'program/program-schedule-page', () =>
    import('../features/program/program-schedule-page').then((m) => m.ProgramSchedulePage),
  ),
  page('/program/keynote-speaker', 'program/keynote-speaker', 'program/keynote-speakers-page', () =>
    import('../features/program/keynote-speakers-page').then((m) => m.KeynoteSpeakersPage),
  ),
  page('/sponsorship/opportunities', 'sponsorship/opportunities', 'sponsorship/opportunities-page', () =>
    import('../features/sponsorship/opportunities-page').then((m) => m.OpportunitiesPage),
  ),
  page('/sponsorship/sponsors', 'sponsorship/sponsors', 'sponsorship/sponsors-page', () =>
    import('../features/sponsorship/sponsors-page').then((m) => m.SponsorsPage),
  ),
  page('/venue/travel', 'venue/travel', 'venue/travel-page', () =>
    import('../features/venue/travel-page').then((m) => m.TravelPage),
  ),
  page('/venue/dharwad', 'venue/dharwad', 'venue/dharwad-page', () =>
    import('../features/venue/dharwad-page').then((m) => m.DharwadPage),
  ),
  page('/venue/nearby', 'venue/nearby', 'venue/nearby-page', () =>
    import('../features/venue/nearby-page').then((m) => m.NearbyPage),
  ),
  page('/venue/accommodation', 'venue/accommodation', 'venue/accommodation-page', () =>
    import('../features/venue/accommodation-page').then((m) => m.AccommodationPage),
  ),
  page('/privacy', 'privacy', 'privacy/privacy-page', () =>
    import('../features/privacy/privacy-page').then((m) => m.PrivacyPage),
  ),
];

/** Every page of the site, information and application, as the prerender renders them. */
export const allRoutes = siteRoutes([...INFO_PAGES, ...APP_PAGES]);
