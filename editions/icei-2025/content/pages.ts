import { CONFERENCE } from '../../../functions/src/domain/conference';
import { NOT_FOUND } from '../../../functions/src/domain/messages';
import type { PageMeta } from '../../../web/src/content/types';
import { HOST_INSTITUTE } from './site';
export type { PageMeta } from '../../../web/src/content/types';

const at = `${CONFERENCE.name}, ${CONFERENCE.datesLabel}, ${HOST_INSTITUTE.name}`;

// One title and description per route: the prerender writes them into each HTML file and
// the client sets them on navigation, so the two cannot disagree.
export const PAGES = {
  '/': {
    title: CONFERENCE.name,
    description: `${at}: keynotes, papers, posters and awards in engineering informatics.`,
  },
  '/committee/general-chairs': { title: 'General Chairs', description: `Meet the General Chairs of the ${at}.` },
  '/committee/organizing-committee': {
    title: 'Organizing Committee',
    description: `The organizing committee of the ${at}.`,
  },
  '/committee/editorial-board': {
    title: 'Editorial Board',
    description: `Track chairs and editorial board members of the ${at}.`,
  },
  '/committee/advisory-board': { title: 'Advisory Board', description: `The advisory board of the ${at}.` },
  '/call-for-papers': {
    title: 'Call for Papers',
    description: `Important dates, submission guidelines, evaluation criteria and awards of the ${at}.`,
  },
  '/registration': {
    title: 'Registration',
    description: `Register for the ${at}: fees, poster rules, guide and templates.`,
  },
  '/registration/details': { title: 'New Registration', description: `Register for the ${at}.` },
  '/registration/status': {
    title: 'Registration Status',
    description: `Check the status of your registration for the ${at}.`,
  },
  '/program/program-schedule': {
    title: 'Program Schedule',
    description: `The program schedule of the ${at}.`,
  },
  '/program/keynote-speaker': { title: 'KeyNote Speakers', description: `The keynote speakers of the ${at}.` },
  '/sponsorship/opportunities': {
    title: 'Opportunities to Support',
    description: `Sponsorship packages of the ${at}, from Platinum to Bag Sponsor.`,
  },
  '/sponsorship/sponsors': { title: 'Sponsors', description: `The sponsors of the ${at}.` },
  '/venue/travel': {
    title: 'Travel',
    description: `How to reach the ${at}: airports, railway stations and local transport.`,
  },
  '/venue/dharwad': { title: 'Dharwad', description: `About Dharwad, the host city of the ${at}.` },
  '/venue/nearby': {
    title: 'Nearby Destinations',
    description: `Places to visit near Dharwad during the ${at}.`,
  },
  '/venue/accommodation': {
    title: 'Accommodation',
    description: `Where to stay during the ${at}: hotels and a travel note.`,
  },
  '/privacy': {
    title: 'Privacy Notice',
    description: `What the ${at} collects when you register, why, who processes it, how long it is kept and your rights.`,
  },
  '/verify': { title: 'E-mail Verification', description: `Verify your e-mail address for the ${at}.` },
  '/verify/registration': { title: 'Registration Details', description: `A registration for the ${at}.` },
  '/admin': { title: 'Registrations', description: `Administration of the registrations for the ${at}.` },
  '/admin/reconciliation': {
    title: 'Bank Statement Reconciliation',
    description: `The bank's collection report against the payment proofs of the ${at}.`,
  },
  '/admin/paper-coverage': {
    title: 'Paper Coverage',
    description: `Accepted papers and their registered authors for the ${at}.`,
  },
  '/admin/accounts': {
    title: 'Accounts',
    description: `Tax invoices, credit notes and their registers for the ${at}.`,
  },
  '/admin/sponsors': {
    title: 'Sponsors',
    description: `The sponsors of the ${at}: their packages, payments and tax invoices.`,
  },
  '/admin/desk-staff': {
    title: 'Check-in Staff',
    description: `The people who check attendees in at the registration desk of the ${at}.`,
  },
  '*': { title: NOT_FOUND, description: `This page does not exist on the site of the ${at}.` },
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGES;
