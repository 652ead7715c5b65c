import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { firebaseJsonCheck } from './checks';
import { firebaseJsonProblems, schemaWithExtensionInstances } from './firebase-json';
import { compileLikeFirebaseTools, FIREBASE_JSON_SCHEMA, type SchemaValidator } from './firebase-tools';
import { loadRepository, type FirebaseJson, type Repository } from './repository';

describe('deploy check 1: firebase.json against firebase-tools’ schema', () => {
  let repo: Repository;
  let rawSchema: { definitions?: Record<string, Record<string, unknown>> };
  let validate: SchemaValidator;
  const copy = (): FirebaseJson => structuredClone(repo.firebaseJson);
  /** The repository installs no extension; one an edition might add, to try the schema on. */
  const withExtension = (): FirebaseJson => ({
    ...copy(),
    extensions: { 'resize-images': 'firebase/storage-resize-images@0.2.10' },
  });

  beforeAll(() => {
    repo = loadRepository();
    rawSchema = JSON.parse(readFileSync(FIREBASE_JSON_SCHEMA, 'utf8')) as typeof rawSchema;
    validate = compileLikeFirebaseTools(schemaWithExtensionInstances(rawSchema));
  });

  // The check compiles firebase-tools' schema as deploy does, several times slower beside the
  // type-check and the first build (docs/development.md, "Timeouts and why").
  it('passes on the repository’s firebase.json', { timeout: 15_000 }, () => {
    expect(firebaseJsonCheck(repo).problems).toEqual([]);
  });

  it('fails on an unknown key, naming it', () => {
    const config = { ...copy(), hostingg: {} };
    expect(firebaseJsonProblems(config, validate)).toEqual([expect.stringContaining('unknown property "hostingg"')]);
  });

  it('fails on a value of the wrong type, naming where', () => {
    const config = copy();
    const [functions] = [config.functions ?? []].flat();
    Object.assign(functions ?? {}, { ignore: (functions?.ignore ?? []).join(',') });
    expect(firebaseJsonProblems(config, validate)).toEqual(['/functions/0/ignore: must be array']);
  });

  it('fails on a runtime firebase-tools does not offer, listing those it does', () => {
    const config = copy();
    const [functions] = [config.functions ?? []].flat();
    const offered = functions?.runtime ?? '';
    Object.assign(functions ?? {}, { runtime: `${offered}-lts` });
    const problems = firebaseJsonProblems(config, validate);
    expect(problems).toEqual([expect.stringMatching(/^\/functions\/0\/runtime: must be one of /)]);
    expect(problems[0]?.split(', ')).toContain(offered);
  });

  it('takes an extension instance that is a reference string, and fails on one that is not', () => {
    expect(firebaseJsonProblems(withExtension(), validate)).toEqual([]);
    const config = { ...copy(), extensions: { 'resize-images': { version: 1 } as unknown as string } };
    expect(firebaseJsonProblems(config, validate)).toEqual([expect.stringContaining('/extensions/resize-images')]);
  });

  // It compiles the schema as shipped, as the first test does, so the same timeout.
  it(
    'closes only the schema’s gap for extensions, which as shipped refuses every instance',
    { timeout: 15_000 },
    () => {
      // If firebase-tools fixes its schema, this fails and schemaWithExtensionInstances can go.
      expect(firebaseJsonProblems(withExtension(), compileLikeFirebaseTools(rawSchema))).toEqual([
        expect.stringContaining('/extensions: unknown property'),
      ]);
      const described = {
        definitions: { ExtensionsConfig: { type: 'object', additionalProperties: { type: 'number' } } },
      };
      expect(schemaWithExtensionInstances(described)).toBe(described);
    },
  );
});
