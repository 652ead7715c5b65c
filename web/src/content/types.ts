// The shapes of an edition's content (editions/<id>/content/*.ts): the product's, one for every
// edition, so a new field is one change here and a value in each edition.
import type { Fact, Photo } from './fact';

export interface AreaOfInterest {
  title: string;
  description: string;
}

export interface Person {
  name: Fact<string>;
  /** Role on the committee, e.g. "Chair - IIT Dharwad"; organizing members without one have none. */
  role?: Fact<string>;
  /** Position, e.g. "Professor" or "Director". */
  position: Fact<string>;
  /** Department or institution. */
  affiliation: Fact<string>;
  /** Portrait: a file of the edition's photos/ folder (e.g. 'ananya-kulkarni.jpg'), optimised by the build. */
  photo: Fact<string>;
}

export interface ImportantDate {
  label: string;
  date: string;
  /** A date that was moved: shown struck through before the one in force. */
  previous?: string;
}

export interface GalleryImage {
  id: number;
  photo: Fact<Photo>;
}

export interface Highlight {
  icon: HighlightIcon;
  title: string;
}

export type HighlightIcon = 'people' | 'paper' | 'check' | 'award';

export interface Hotel {
  serial: number;
  name: Fact<string>;
  /** Per-night rates as text: some hotels add 12% tax. */
  singleRate: Fact<string>;
  doubleRate: Fact<string>;
  /** A phone number, shown as a tel: link once known. */
  contact: Fact<string>;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** A logo file of the edition's public/logos/, with its own size (an SVG's width and height). */
export interface LogoFile {
  src: string;
  width: number;
  height: number;
}

/**
 * An organisation's mark. Its logo file once the organisers have it (never drawn by us for a real
 * institution); until then the site draws its short name as a text badge in the edition's colours.
 */
export interface Logo {
  /** The organisation, as a text alternative says it, e.g. "Host institute: IIT Dharwad". */
  name: string;
  /** Its short name for the text badge, e.g. "IITDh". */
  badge: string;
  file: Fact<LogoFile>;
  /** Height in the header, in CSS pixels: the five differ (docs/rules.md, "The pages"). */
  height: number;
}

export interface SocialLink {
  name: 'Facebook' | 'Twitter' | 'Google Reviews' | 'Instagram' | 'LinkedIn';
  /**
   * The conference's own page on the network; TBA until the organisers publish it, and the footer
   * then shows no icon for it rather than a link to the network's home page.
   */
  href: Fact<string>;
}

/**
 * Files of the edition's public/docs. A document not written yet is TBA: the site says so in a line
 * of text rather than linking a placeholder file.
 */
export interface Documents {
  /** Embedded and offered for download on /program/program-schedule. */
  programSchedule: Fact<string>;
  registrationGuide: Fact<string>;
  posterTemplate: Fact<string>;
  presentationTemplate: Fact<string>;
}

/** The addresses the footer and the notices link as mailto:, TBA until the organisers publish them. */
export interface ContactAddresses {
  secretaryEmail: Fact<string>;
  registrationEmail: Fact<string>;
}

/** Other sites the pages link to. A form or page that does not exist yet is TBA, never a bare home page. */
export interface ExternalLinks {
  previousProceedings: string;
  conferenceInfo: string;
  paperService: string;
  ieeeTemplate: string;
  posterUploadForm: Fact<string>;
  tourism: string;
  /** The host institute's online fee collection page, where registrants pay (docs/rules.md, "Paying"). */
  bankCollectionPage: string;
}

export interface KeynoteSpeaker {
  name: Fact<string>;
  designation: Fact<string>;
  department: Fact<string>;
  /** Empty until the speakers send their biographies (docs/rules.md, "The pages"). */
  bio: string;
  /** Portrait: a file of the edition's photos/ folder, as for a Person. */
  photo: Fact<string>;
}

export interface SponsorshipPackage {
  name: SponsorLevel;
  /** Rupees, before GST. */
  amount: number;
  benefits: readonly string[];
}

export interface Sponsor {
  level: SponsorLevel;
  name: Fact<string>;
  /** Logo URL. */
  logo: Fact<string>;
}

export type SponsorLevel = 'Platinum' | 'Gold' | 'Silver' | 'Bronze' | 'Exhibitor' | 'Bag Sponsor';

export interface Station {
  name: string;
  distanceKm: number;
}

export interface NearbyDestination {
  name: string;
  driveTime: string;
  description: string;
}

/** Someone a registrant may write to about their personal data. */
export interface PrivacyContact {
  name: Fact<string>;
  email: Fact<string>;
  postalAddress: Fact<string>;
}

/** The privacy notice's facts that differ by edition (the rest is the product's: privacy-notice.ts). */
export interface PrivacyFacts {
  /**
   * Who decides why and how the registrants' data is processed (the DPDP Act's data fiduciary):
   * the host institute organising the conference.
   */
  dataFiduciary: { name: string; postalAddress: Fact<string> };
  /** Answers requests and complaints about personal data (the Act's grievance redressal). */
  grievanceOfficer: PrivacyContact;
  /** The company whose SMTP service the mail sender sends through. */
  mailProvider: Fact<string>;
}

/**
 * The edition's colours, as CSS colours (#rrggbb). The build turns them into the site's custom
 * properties (scripts/edition/theme-plugin.ts); theme.each-edition.test.ts holds every pair that
 * is drawn one on the other to WCAG AA.
 */
export interface ThemeColours {
  /** Links, buttons, headings: on `background` and `surface`, under white text. */
  brand: string;
  /** Hover and pressed states of `brand`, and small text in the brand's hue. */
  brandDark: string;
  /** A light tint of the brand: page heroes, hovered cards. */
  accent: string;
  text: string;
  /** Secondary text and "to be announced". */
  muted: string;
  border: string;
  background: string;
  /** Panels and table heads, a shade off `background`. */
  surface: string;
  /** The keyboard focus ring, on light and dark grounds alike. */
  focus: string;
  /** The deep ground of the home page's hero and the footer. */
  ink: string;
  /** Text on `ink`. */
  onInk: string;
  /** The edition's second colour: details on `ink` (the hero's dates, its filled button). */
  highlight: string;
}
