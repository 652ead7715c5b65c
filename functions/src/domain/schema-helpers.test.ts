import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { report, whenFieldsValid } from './schema-helpers';

const schema = z.object({ name: z.string().min(1, 'Name required.'), age: z.number() }).superRefine((value, ctx) => {
  if (value.age < 18) report(ctx, 'Too young.', ['age']);
}, whenFieldsValid);

describe('schema helpers', () => {
  it('run cross-field checks once every field is valid', () => {
    expect(schema.safeParse({ name: 'A', age: 10 }).error?.issues).toEqual([
      { code: 'custom', message: 'Too young.', path: ['age'] },
    ]);
  });

  it('skip cross-field checks while a field is still invalid, so its message comes alone', () => {
    expect(schema.safeParse({ name: '', age: 10 }).error?.issues.map((issue) => issue.message)).toEqual([
      'Name required.',
    ]);
  });
});
