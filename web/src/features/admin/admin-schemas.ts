// The shapes the admin pages read from the API, parsed so a changed response fails loudly here
// rather than rendering "undefined". Types are inferred from these, never written twice.
import { z } from 'zod';
import { REGISTRATION_STATES } from '@domain/lifecycle';
import { REVIEW_STATUSES } from '@domain/review-status';
import { TIER_IDS } from '@domain/tiers';

/** Firestore timestamps reach JSON as `{_seconds, _nanoseconds}`; the table sends ISO strings. */
const instant = z
  .union([z.string(), z.object({ _seconds: z.number(), _nanoseconds: z.number() })])
  .transform((value) => (typeof value === 'string' ? new Date(value) : new Date(value._seconds * 1000)));

const storedFile = z.object({
  path: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type StoredFile = z.infer<typeof storedFile>;

const reviewStatus = z.enum(REVIEW_STATUSES);
const tier = z.enum(TIER_IDS);

// Exhaustive: every status must be counted.
const counts = z.record(reviewStatus, z.number());

export const registrationPageSchema = z
  .object({
    data: z.object({
      items: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          email: z.string(),
          organization: z.string(),
          registrationTier: tier,
          totalAmount: z.number(),
          reviewStatus,
          paymentReferenceId: z.string().nullable(),
          createdAt: instant,
        }),
      ),
      nextCursor: z.string().nullable(),
      counts,
    }),
  })
  .transform((body) => body.data);
export type RegistrationPage = z.infer<typeof registrationPageSchema>;
export type RegistrationRow = RegistrationPage['items'][number];

export const statsSchema = z
  .object({
    data: z.object({
      perDay: z.array(z.object({ date: z.string(), count: z.number() })),
      perTier: z.array(z.object({ tier, count: z.number(), amount: z.number(), verifiedAmount: z.number() })),
    }),
  })
  .transform((body) => body.data);
export type RegistrationStats = z.infer<typeof statsSchema>;

const rejection = z.object({ reason: z.string(), at: instant, by: z.string(), proofNumber: z.number() });

export const registrationRecordSchema = z
  .object({
    data: z.object({
      id: z.string(),
      title: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      organization: z.string(),
      nationalId: z.string().nullish(),
      address: z.string(),
      city: z.string(),
      state: z.string().nullish(),
      country: z.string(),
      postcode: z.string(),
      mobile: z.string(),
      gender: z.string(),
      email: z.string(),
      registrationTier: tier,
      ieeeNumber: z.string().nullish(),
      ieeeCert: storedFile.nullish(),
      numPapers: z.number().nullish(),
      paperIds: z.array(z.string()).nullish(),
      instituteName: z.string().nullish(),
      numStudents: z.number().nullish(),
      students: z
        .array(
          z.object({
            name: z.string(),
            idNumber: z.string(),
            ieeeNumber: z.string().nullish(),
            idCard: storedFile,
            ieeeCert: storedFile.nullish(),
          }),
        )
        .nullish(),
      totalAmount: z.number(),
      pricing: z.object({
        period: z.string(),
        lines: z.array(
          z.object({ label: z.string(), quantity: z.number(), unitPrice: z.number(), amount: z.number() }),
        ),
        total: z.number(),
      }),
      verified: z.boolean(),
      paymentVerified: z.boolean().nullish(),
      paymentReferenceId: z.string().nullish(),
      receipt: storedFile.nullish(),
      paymentProofs: z.array(z.object({ paymentReferenceId: z.string(), receipt: storedFile, uploadedAt: instant })),
      reviewStatus,
      emailVerifiedAt: instant.nullish(),
      paymentVerifiedAt: instant.nullish(),
      paymentVerifiedBy: z.object({ uid: z.string(), email: z.string().nullable() }).nullish(),
      rejection: rejection.nullish(),
      rejections: z.array(rejection).nullish(),
      createdAt: instant,
      updatedAt: instant,
      audit: z.array(
        z.object({
          event: z.string(),
          from: z.enum(REGISTRATION_STATES).nullable(),
          to: z.enum(REGISTRATION_STATES),
          at: instant,
          by: z.string(),
          detail: z.record(z.string(), z.unknown()).nullish(),
        }),
      ),
      statementLine: z
        .object({ lineNumber: z.number(), reference: z.string(), amount: z.number().nullable() })
        .nullish(),
    }),
  })
  .transform((body) => body.data);
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;
