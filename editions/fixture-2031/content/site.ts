// Edition-wide facts the layout shows: logos, contact, social links, external services.
import { TBA } from '../../../web/src/content/fact';
import type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';
export type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';

// Five logos at different heights (docs/rules.md, "The pages"). The host institute is as fictional as the
// edition, so it has a logo file (public/logos/civic-institute.svg); the real organisations' logos
// are not ours to draw and stay text badges, as in 2025.
const PARTNER: Logo = {
  name: 'Co-organizing partner: Karnatak University, Dharwad',
  badge: 'KU',
  file: TBA,
  height: 40,
};

export const HEADER_LOGOS: readonly Logo[] = [
  { name: 'IEEE', badge: 'IEEE', file: TBA, height: 28 },
  {
    name: 'Host institute: Civic Institute of Technology',
    badge: 'CIT',
    file: { src: '/logos/civic-institute.svg', width: 150, height: 44 },
    height: 44,
  },
  PARTNER,
  { name: 'IEEE Bangalore Section', badge: 'IEEE BLR', file: TBA, height: 32 },
  { name: 'IEEE Society on Social Implications of Technology', badge: 'SSIT', file: TBA, height: 36 },
];

/** The home page's "Co-Organized By". */
export const PARTNER_LOGO: Logo = PARTNER;

export const CONTACT: ContactAddresses = {
  secretaryEmail: TBA,
  registrationEmail: 'registration@sci2031.example.org',
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

export const HOST_INSTITUTE = { name: 'Civic Institute of Technology', url: 'https://www.iitdh.ac.in/' };
export const PARTNER_UNIVERSITY = 'Karnatak University, Dharwad';

export const EXTERNAL_LINKS: ExternalLinks = {
  previousProceedings: 'https://ieeexplore.ieee.org/',
  conferenceInfo: 'https://conferences.ieee.org/',
  paperService: 'https://cmt3.research.microsoft.com/',
  ieeeTemplate: 'https://www.ieee.org/conferences/publishing/templates.html',
  posterUploadForm: 'https://sci2031.example.org/posters/upload',
  tourism: 'https://www.karnatakatourism.org/',
  bankCollectionPage: 'https://www.onlinesbi.sbi/sbicollect/',
};

// Files of editions/fixture-2031/public/docs. The program schedule is not published yet.
export const DOCUMENTS: Documents = {
  programSchedule: TBA,
  registrationGuide: '/docs/registration-guide.pdf',
  posterTemplate: '/docs/poster-template.pdf',
  presentationTemplate: '/docs/presentation-template.pdf',
};
