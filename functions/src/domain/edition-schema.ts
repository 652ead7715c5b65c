// What an edition of the conference is made of (editions/<id>/edition.ts), checked before it is
// built (scripts/edition/validate.ts) and again when any runner loads it: a wrong edition stops
// the build with the file, the field and what was expected.
import { z } from './zod';
import { gstinProblem, isGstStateCode } from './gstin';
import { invoicePrefixProblem } from './invoice-number';
import { paperIdMatcher } from './schema-helpers';
import { TIER_IDS, type TierId } from './tier-catalogue';

const isoDay = z.iso.date({ error: 'a calendar day as YYYY-MM-DD, one the calendar has' });
const sacCode = z.string().regex(/^99\d{4}$/, 'a six-digit SAC code of a service (99…)');
/** "2025-26": a financial year from April to March, its second year the first's next. */
const isFinancialYearLabel = (label: string) => {
  const match = /^(20\d\d)-(\d\d)$/.exec(label);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
};
const text = z.string({ error: 'text' }).trim().min(1, 'text that is not empty');
const days = z
  .number({ error: 'a number of days' })
  .int('whole days')
  .min(1, 'at least 1 day')
  .max(3650, 'at most 3650 days');
const rupees = z.number({ error: 'an amount in rupees' }).int('whole rupees').positive('a positive amount');

const timeZone = text.refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'an IANA time zone such as Asia/Kolkata' },
);

const compiles = (pattern: string) => {
  try {
    paperIdMatcher(pattern);
    return true;
  } catch {
    return false;
  }
};
const regexSource = text.refine(compiles, { error: 'a regular expression, such as ICEI-[0-9]{1,6}' });

/** An image in the edition's certificate/ folder (the functions build copies it), as the PDF embeds it. */
const imageFile = z
  .string({ error: 'a file name' })
  .regex(
    /^certificate\/[a-z0-9][a-z0-9-]*\.(png|jpe?g)$/,
    "a PNG or JPEG file in the edition's certificate folder, such as certificate/signature-chair.png",
  );

const signatory = z.object({ name: text, title: text, signature: imageFile });
const logo = z.object({ file: imageFile, alt: text });

const individualTier = z.object({
  id: z.enum(TIER_IDS.filter((id): id is Exclude<TierId, 'group-student'> => id !== 'group-student')),
  label: text,
  description: text,
  earlyBird: rupees,
  normal: rupees,
});

const groupTier = z.object({
  id: z.literal('group-student'),
  label: text,
  description: text,
  perStudent: z.object({ ieee: rupees, nonIeee: rupees }),
});

export const editionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and hyphens'),
    name: text,
    /** The acronym, in capitals and digits: it starts every registration ID ("ICEI25-…"). */
    shortName: z.string().regex(/^[A-Z][A-Z0-9]{1,11}$/, 'an acronym of 2 to 12 capitals and digits, such as ICEI'),
    year: z.number().int().min(2000).max(2100),
    startDate: isoDay,
    endDate: isoDay,
    /** As the home page says it, e.g. "7th to 9th November 2025". */
    datesLabel: text,
    venue: z.object({
      timeZone,
      /** After a time: "IST". */
      zoneLabel: text,
      /** In a sentence: "India time". */
      zoneName: text,
      /** Where the conference is, as search engines read it (the home page's schema.org Event). */
      place: z.object({
        name: text,
        locality: text,
        region: text,
        country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code such as IN'),
      }),
    }),
    /**
     * The address a local or demo build's pages give as theirs, no trailing slash. A deployed
     * site's is its project's PUBLIC_SITE_URL (scripts/deploy/site-origin.ts).
     */
    siteOrigin: z.url({ protocol: /^https$/, error: 'an https:// address' }).regex(/[^/]$/, 'no trailing slash'),
    /** Who organises it, as search engines read it. */
    organizer: text,
    registration: z.object({ opensOn: isoDay, closesOn: isoDay.optional(), paymentDeadline: isoDay.optional() }),
    earlyBirdCutoff: isoDay,
    tiers: z
      .array(
        // By id, so that a wrong fee is named at its field, and an unknown id said as such.
        z.discriminatedUnion('id', [individualTier, groupTier], {
          error: `one of the tier ids the registration system knows (${TIER_IDS.join(', ')}); a new kind of tier is a change to functions/src/domain/tier-catalogue.ts`,
        }),
      )
      .min(1, 'at least one tier'),
    payment: z.object({
      category: text,
      /**
       * How to reach the institute's page on the bank's collection site, in the order the site
       * asks ("State of Corporate/Institution: Karnataka"); the payment step lists them before the
       * details to fill in. Without them, the step only links the bank's page.
       */
      bankSteps: z.array(text).optional(),
    }),
    /**
     * How paper IDs look, as the paper-management service gives them: a regular expression a whole
     * ID must match (case aside) and an ID it accepts, shown to registrants. Without it, the
     * acronym and up to six digits ("ICEI-142", "ICEI142", "142"); see domain/paper-id.ts.
     */
    paperIds: z.object({ pattern: regexSource, example: text }).optional(),
    /**
     * The tax the fees include, named as registrants know it ("GST"), and its rate in per cent:
     * fees are stated inclusive of it; sponsorship packages are priced before it.
     */
    tax: z.object({
      name: text,
      ratePercent: z
        .number({ error: 'a rate in per cent' })
        .min(0, 'a rate from 0 to 100')
        .max(100, 'a rate from 0 to 100'),
    }),
    /**
     * How long each kind of personal data is kept (domain/retention.ts gives the defaults): the
     * privacy notice states these figures and the daily retention job applies them.
     */
    retention: z
      .object({
        /** An address registered but never verified is held this long, then freed. */
        unverifiedRegistrationDays: days.optional(),
        /** ID-card PDFs, IEEE certificates and payment proofs: days after the last conference day. */
        documentsDaysAfterEvent: days.optional(),
        /** Copies of the mails we sent. */
        mailDays: days.optional(),
        /** Contact details of a registration: days after the last conference day (then erased). */
        registrationsDaysAfterEvent: days.optional(),
        /** A certificate's record, by which its number is checked: days after the last conference day. */
        certificatesDaysAfterEvent: days.optional(),
      })
      .optional(),
    /**
     * What a certificate of participation carries besides the registrant's facts: who signs it
     * (name, title, an image of the signature) and the logos across its top, image files in the
     * edition's folder (PNG or JPEG, what the PDF embeds). Until both are given, certificates are
     * refused with a message saying what is missing: a certificate is never printed with blanks.
     */
    certificate: z
      .object({
        signatories: z.array(signatory).min(1, 'at least one signatory').max(3, 'at most 3 signatories').optional(),
        /** `[]` says the certificate has no logo; leaving it out says the logos are not known yet. */
        logos: z.array(logo).max(4, 'at most 4 logos').optional(),
      })
      .optional(),
    /**
     * What a tax invoice needs beyond the registration (CGST Rules, rule 46): the supplier (the
     * host institute: its name, address and GSTIN), the SAC code of the service, the prefix of its
     * numbers, the state the event is held in, who signs, and how the place of supply is decided
     * (`event-state`: admission to an event is supplied where it is held, IGST Act s. 12(6)). Until
     * each is given, invoices are refused, saying which is missing: none is ever invented.
     */
    invoicing: z
      .object({
        supplier: z
          .object({
            name: text,
            address: text,
            gstin: z.string().refine((value) => gstinProblem(value) === null, 'a valid GSTIN'),
          })
          .optional(),
        /**
         * The fictional supplier the local suite invoices as (demo projects only): a real project's
         * check:deploy refuses it, and the functions issue no invoice with it outside a demo project.
         */
        demo: z.literal(true).optional(),
        /** The services' accounting codes (SAC), one per kind of supply: they are classified apart. */
        sac: z.object({ admission: sacCode, sponsorship: sacCode }).optional(),
        prefix: z
          .string()
          .refine(
            (value) => invoicePrefixProblem(value) === null,
            'a prefix of letters, digits, "-" and "/" that leaves room for the year and the number in 16 characters',
          )
          .optional(),
        eventStateCode: z.string().refine(isGstStateCode, 'a GST state code such as 29').optional(),
        signatory: text.optional(),
        placeOfSupply: z.enum(['event-state', 'recipient-state']).default('event-state'),
        /**
         * Whether B2B invoices and credit notes are reported to the Invoice Registration Portal (an
         * IRN and a signed QR code): a supplier whose aggregate turnover has passed ₹5 crore in any
         * year since 2017-18 must (Notification 10/2023-Central Tax), as an IIT's has. False only for
         * a host below it, which docs/editions.md says how to tell.
         */
        eInvoicing: z.boolean().default(true),
        /**
         * How zero-rated supplies (an SEZ unit, a sponsor abroad) are invoiced: without IGST under
         * the host's Letter of Undertaking for each financial year listed, with IGST paid (and
         * refunded) in any other; [] for always with IGST. check:deploy asks for it to be said.
         */
        lut: z
          .array(
            z.object({
              arn: z
                .string()
                .regex(/^AD\d{2}[0-9A-Z]{11}$/, 'the ARN of the LUT as filed (RFD-11), e.g. AD290425000123Q'),
              financialYear: z.string().refine(isFinancialYearLabel, 'a financial year written 2025-26'),
            }),
          )
          .optional(),
      })
      .optional(),
    /** The privacy notice's version, the day it was last changed: each registration records it. */
    privacyNoticeVersion: isoDay.optional(),
    /**
     * What a cancelled registration gets back, by the venue's calendar day its cancellation was
     * asked for: a request on or before a step's `until` day gets `percent` of the amount paid (the
     * first step that covers the day), and one after the last step gets nothing. Days rise and
     * percentages do not. Left out: the policy is not known yet, and administrators decide each
     * refund themselves, saying why.
     */
    refundPolicy: z
      .array(z.object({ until: isoDay, percent: z.number().int().min(0).max(100) }))
      .min(1)
      .optional(),
  })
  .superRefine((edition, ctx) => {
    // Only days written as days are compared: a malformed one is already said, and compared as
    // text it would be said again at the day after it.
    const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);
    const after = (earlier: string, later: string, path: string, message: string) => {
      if (isDay(earlier) && isDay(later) && later < earlier) {
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    };
    after(edition.startDate, edition.endDate, 'endDate', 'a day on or after startDate');
    // A copy of last year's edition keeps last year's words: its year and its dates' label must
    // be those of its days.
    // Read from the days only once both are written as days, as the comparisons above are.
    const daysWritten = isDay(edition.startDate) && isDay(edition.endDate);
    const years = new Set([edition.startDate.slice(0, 4), edition.endDate.slice(0, 4)]);
    if (daysWritten && !years.has(String(edition.year))) {
      ctx.addIssue({
        code: 'custom',
        path: ['year'],
        message: `the year of startDate (${edition.startDate.slice(0, 4)})`,
      });
    }
    const named = edition.datesLabel.match(/\b(?:19|20)\d\d\b/g) ?? [];
    if (daysWritten && named.some((year) => !years.has(year))) {
      ctx.addIssue({
        code: 'custom',
        path: ['datesLabel'],
        message: `the days of startDate and endDate (it names ${named.filter((year) => !years.has(year)).join(', ')})`,
      });
    }
    edition.tiers.forEach((tier, index) => {
      if ('earlyBird' in tier && tier.earlyBird > tier.normal) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'earlyBird'],
          message: `at most the tier's normal fee (${tier.normal})`,
        });
      }
    });
    edition.refundPolicy?.forEach((step, index, steps) => {
      const before = steps[index - 1];
      if (!before) return;
      if (step.until <= before.until) {
        ctx.addIssue({
          code: 'custom',
          path: ['refundPolicy', index, 'until'],
          message: 'a day after the step before',
        });
      }
      if (step.percent > before.percent) {
        ctx.addIssue({ code: 'custom', path: ['refundPolicy', index, 'percent'], message: 'at most the step before' });
      }
    });
    after(
      edition.registration.opensOn,
      edition.earlyBirdCutoff,
      'earlyBirdCutoff',
      'a day on or after registration.opensOn',
    );
    after(edition.earlyBirdCutoff, edition.startDate, 'earlyBirdCutoff', 'a day on or before startDate');
    if (edition.paperIds && compiles(edition.paperIds.pattern)) {
      const { pattern, example } = edition.paperIds;
      const matches = (id: string) => paperIdMatcher(pattern).test(id);
      if (!matches(example)) {
        ctx.addIssue({ code: 'custom', path: ['paperIds', 'example'], message: 'an ID that paperIds.pattern accepts' });
      }
      // Paper IDs are printed on certificates: a pattern that lets a sentence through is no ID.
      if (matches(`${example} and received the Best Paper Award.`)) {
        ctx.addIssue({ code: 'custom', path: ['paperIds', 'pattern'], message: 'a pattern that refuses free text' });
      }
    }
    const ids = edition.tiers.map((tier) => tier.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'id'], message: 'a tier listed once' });
    });
  });

export type EditionInput = z.input<typeof editionSchema>;
export type Edition = z.output<typeof editionSchema>;

/**
 * A field's path as an organiser finds it in the file: a list's entry by its place counted from 1,
 * and its `id` where it has one ("tiers[6: academia-ieee].earlyBird", "committees[2].members"),
 * not by the index from 0 that zod gives.
 */
function namedPath(input: unknown, path: readonly PropertyKey[]): string {
  let at: unknown = input;
  let named = '';
  for (const key of path) {
    const entry = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const id = entry !== null && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
      named += typeof id === 'string' && id !== '' ? `[${key + 1}: ${id}]` : `[${key + 1}]`;
    } else {
      named += named === '' ? String(key) : `.${String(key)}`;
    }
    at = entry;
  }
  return named;
}

/** Checks an edition's data, naming the file, each field and what it should hold. */
export function defineEdition(file: string, input: EditionInput): Edition {
  // With each issue's input, so that a field left out is said to be missing, not badly written.
  const result = editionSchema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && issue.input === undefined ? ' (it is missing)' : '';
    return `  ${namedPath(input, issue.path) || '(the edition)'}: expected ${issue.message}${missing}`;
  });
  throw new Error(`${file} is not a valid edition:\n${problems.join('\n')}`);
}

/**
 * The sponsorship packages as organisations buy them (editions/<id>/edition.ts, its named export
 * `sponsorship`, kept out of the edition object so that no page but the fees page carries it),
 * each amount before the edition's tax (the spec's "plus 18% GST"): its level (the sponsors page's
 * grouping), its price in whole rupees and the registrations it includes; and the price of each
 * extra registration for a sponsor's people. null: the edition sells no sponsorship through the
 * system.
 */
export const sponsorshipSchema = z
  .object({
    packages: z
      .array(
        z.object({
          level: text,
          amount: rupees,
          freeRegistrations: z.number().int('whole registrations').min(0).max(50, 'at most 50 registrations'),
        }),
      )
      .min(1, 'at least one package'),
    extraRegistration: rupees,
  })
  .superRefine((sponsorship, ctx) => {
    sponsorship.packages.forEach((pack, index, packages) => {
      if (packages.findIndex((other) => other.level === pack.level) !== index) {
        ctx.addIssue({ code: 'custom', path: ['packages', index, 'level'], message: 'a level named once' });
      }
    });
  })
  .nullable();
export type SponsorshipInput = z.input<typeof sponsorshipSchema>;

/** Checks an edition's sponsorship, naming the file and each field at fault, as defineEdition does. */
export function defineSponsorship(file: string, input: unknown): z.output<typeof sponsorshipSchema> {
  const result = sponsorshipSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  sponsorship.${issue.path.join('.')}: expected ${issue.message}`,
  );
  throw new Error(`${file} is not a valid edition:\n${problems.join('\n')}`);
}
