// Pages that are the product's, the same in every edition: their titles are the product's words,
// their descriptions name the edition's conference (an edition's own pages are in pages.ts).
import { CONFERENCE } from '@domain/conference';
import type { PageMeta } from './types';

export const PRODUCT_PAGES = {
  '/admin/check-in': {
    title: 'Check-in desk',
    description: `The registration desk of the ${CONFERENCE.name}: scan entry passes and check people in.`,
  },
  '/certificates': {
    title: 'Certificate of participation',
    description: `Check the number of a certificate of participation in the ${CONFERENCE.name}.`,
  },
  '/pass': {
    title: 'Entry pass',
    description: `An entry pass to the ${CONFERENCE.name}, ${CONFERENCE.datesLabel}.`,
  },
} satisfies Record<string, PageMeta>;

export type ProductPageKey = keyof typeof PRODUCT_PAGES;
