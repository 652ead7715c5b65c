// Edition-wide facts the layout shows: logos, contact, social links, external services.
import { TBA } from '../../../web/src/content/fact';
import type { Documents, Logo, SocialLink } from '../../../web/src/content/types';
export type { Documents, Logo, SocialLink } from '../../../web/src/content/types';

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

export const CONTACT = {
  secretaryEmail: 'secretary@icei2025.example.org',
  registrationEmail: 'registration@icei2025.example.org',
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

export const EXTERNAL_LINKS = {
  previousProceedings: 'https://ieeexplore.ieee.org/',
  conferenceInfo: 'https://conferences.ieee.org/',
  paperService: 'https://cmt3.research.microsoft.com/',
  ieeeTemplate: 'https://www.ieee.org/conferences/publishing/templates.html',
  posterUploadForm: 'https://forms.gle/',
  tourism: 'https://www.karnatakatourism.org/',
  // The host institute's online fee collection page, where registrants pay (spec section 7).
  bankCollectionPage: 'https://www.onlinesbi.sbi/sbicollect/',
};

// Files of editions/icei-2025/public/docs. The program schedule is not published yet.
export const DOCUMENTS: Documents = {
  programSchedule: TBA,
  registrationGuide: '/docs/registration-guide.pdf',
  posterTemplate: '/docs/poster-template.pdf',
  presentationTemplate: '/docs/presentation-template.pdf',
  paymentGuide: '/docs/payment-guide.pdf',
};
