import { z } from './zod';
import { report } from './schema-helpers';
import { certificateProblem, uploadProblem } from './uploads';
import type { FileRef } from './uploads';

export const fileRefSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
}) satisfies z.ZodType<FileRef, FileRef>;

export const certificateFileSchema = fileRefSchema.superRefine((file, ctx) => {
  const problem = certificateProblem(file);
  if (problem) report(ctx, problem);
});

export const pdfFileSchema = fileRefSchema.superRefine((file, ctx) => {
  const problem = uploadProblem(file);
  if (problem) report(ctx, problem);
});
