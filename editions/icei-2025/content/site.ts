// Edition-wide facts the layout shows: logos, contact, social links, external services.
import { TBA } from '../../../web/src/content/fact';
import type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';
export type { ContactAddresses, Documents, ExternalLinks, Logo, SocialLink } from '../../../web/src/content/types';

// Five logos at deliberately different heights (spec section 2), files of public/logos/; sizes are the SVGs' own.
export const HEADER_LOGOS: readonly Logo[] = [
  { src: '/logos/ieee.svg', alt: 'IEEE', width: 96, height: 28 },
  { src: '/logos/host-institute.svg', alt: 'Host institute: IIT Dharwad', width: 44, height: 44 },
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

// The organisers have not published the conference's mail addresses yet.
export const CONTACT: ContactAddresses = {
  secretaryEmail: TBA,
  registrationEmail: TBA,
};

// Placeholder links until the organisers publish their accounts (spec section 2).
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Twitter', href: 'https://twitter.com/' },
  { name: 'Google Reviews', href: 'https://www.google.com/maps' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
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
  paymentGuide: '/docs/payment-guide.pdf',
};
