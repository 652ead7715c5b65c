// Edition-wide facts the layout shows: logos, contact, social links, external services.
import { TBA } from '../../../web/src/content/fact';
import type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';
export type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';

// The organisations whose logos the header shows, five at deliberately different heights
// (docs/rules.md, "The pages"). Their logo files are not here yet: until a file is added to public/logos/ and named
// in `file`, the site draws the short name as a text badge (never a logo of our making).
const PARTNER: Logo = {
  name: 'Co-organizing partner: Karnatak University, Dharwad',
  badge: 'KU',
  file: TBA,
  height: 40,
};

export const HEADER_LOGOS: readonly Logo[] = [
  { name: 'IEEE', badge: 'IEEE', file: TBA, height: 28 },
  { name: 'Host institute: IIT Dharwad', badge: 'IITDh', file: TBA, height: 44 },
  PARTNER,
  { name: 'IEEE Bangalore Section', badge: 'IEEE BLR', file: TBA, height: 32 },
  { name: 'IEEE Society on Social Implications of Technology', badge: 'SSIT', file: TBA, height: 36 },
];

/** The home page's "Co-Organized By". */
export const PARTNER_LOGO: Logo = PARTNER;

export const CONTACT: ContactAddresses = {
  secretaryEmail: TBA,
  registrationEmail: TBA,
};

// The footer's five networks (docs/rules.md, "The pages"). The conference's own pages there are not published yet: TBA,
// so the footer leaves each out rather than linking the network's home page.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: TBA },
  { name: 'Twitter', href: TBA },
  { name: 'Google Reviews', href: TBA },
  { name: 'Instagram', href: TBA },
  { name: 'LinkedIn', href: TBA },
];

export const HOST_INSTITUTE = { name: 'IIT Dharwad', url: 'https://www.iitdh.ac.in/' };
export const PARTNER_UNIVERSITY = 'Karnatak University, Dharwad';

export const EXTERNAL_LINKS: ExternalLinks = {
  previousProceedings: 'https://ieeexplore.ieee.org/',
  conferenceInfo: 'https://conferences.ieee.org/',
  paperService: 'https://cmt3.research.microsoft.com/',
  ieeeTemplate: 'https://www.ieee.org/conferences/publishing/templates.html',
  // The form for this edition's posters is not published yet.
  posterUploadForm: TBA,
  tourism: 'https://www.karnatakatourism.org/',
  bankCollectionPage: 'https://www.onlinesbi.sbi/sbicollect/',
};

// Files of editions/icei-2025/public/docs. The program schedule, the registration guide and the
// poster and presentation templates are not published yet.
export const DOCUMENTS: Documents = {
  programSchedule: TBA,
  registrationGuide: TBA,
  posterTemplate: TBA,
  presentationTemplate: TBA,
};
