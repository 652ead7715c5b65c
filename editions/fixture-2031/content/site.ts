// Edition-wide facts the layout shows: logos, contact, social links, external services.
import { TBA } from '../../../web/src/content/fact';
import type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';
export type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';

// Five logos at deliberately different heights (spec section 2), files of public/logos/; sizes are the SVGs' own.
export const HEADER_LOGOS: readonly Logo[] = [
  { src: '/logos/ieee.svg', alt: 'IEEE', width: 96, height: 28 },
  { src: '/logos/host-institute.svg', alt: 'Host institute: Civic Institute of Technology', width: 44, height: 44 },
  { src: '/logos/partner-university.svg', alt: 'Co-organizing partner university', width: 40, height: 40 },
  { src: '/logos/ieee-section.svg', alt: 'IEEE Bangalore Section', width: 72, height: 32 },
  { src: '/logos/ieee-ssit.svg', alt: 'IEEE Society on Social Implications of Technology', width: 60, height: 36 },
];

export const PARTNER_LOGO: Logo = {
  src: '/logos/partner-university.svg',
  alt: 'Co-organizing partner university',
  width: 160,
  height: 160,
};

// One address known and one not, so the tests meet both (the domain is the fixture's own, fictional).
export const CONTACT: ContactAddresses = {
  secretaryEmail: TBA,
  registrationEmail: 'registration@sci2031.example.org',
};

// Placeholder links until the organisers publish their accounts (spec section 2).
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Twitter', href: 'https://twitter.com/' },
  { name: 'Google Reviews', href: 'https://www.google.com/maps' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
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
  paymentGuide: '/docs/payment-guide.pdf',
};
