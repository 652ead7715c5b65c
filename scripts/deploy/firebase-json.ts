// Check 1: firebase.json against firebase-tools' own JSON schema, compiled as firebase-tools
// compiles it. `firebase deploy` only writes a violation to its debug log and carries on, so a
// misspelt key would silently do nothing; here it fails.
import type { SchemaError, SchemaValidator } from './firebase-tools';

interface Schema {
  definitions?: Record<string, Record<string, unknown>>;
}

/**
 * The schema with one gap closed: it declares "extensions" (definitions.ExtensionsConfig) as an
 * object with no properties and additionalProperties false, which refuses every instance, while
 * the CLI reads each key as an instance id naming a reference string (lib/extensions/manifest.js).
 * Only that exact shape is changed, to "every instance maps to a string"; a schema that describes
 * the instances itself is used as it is.
 */
export function schemaWithExtensionInstances<T extends Schema>(schema: T): T {
  const extensions = schema.definitions?.ExtensionsConfig;
  const keys = extensions ? Object.keys(extensions).sort().join() : '';
  if (keys !== 'additionalProperties,type' || extensions?.additionalProperties !== false) return schema;
  const definitions = {
    ...schema.definitions,
    ExtensionsConfig: { type: 'object', additionalProperties: { type: 'string' } },
  };
  return { ...schema, definitions };
}

/** Worded as firebase-tools' lib/firebaseConfigValidate.js words them. */
function describe(error: SchemaError): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'additionalProperties') {
    return `${where}: unknown property ${JSON.stringify(error.params.additionalProperty)}`;
  }
  if (error.keyword === 'required') {
    return `${where}: missing required property ${JSON.stringify(error.params.missingProperty)}`;
  }
  if (error.keyword === 'enum')
    return `${where}: must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
  return `${where}: ${error.message ?? error.keyword}`;
}

/**
 * The deepest errors only: where the schema offers alternatives (anyOf), ajv also reports every
 * branch the value did not take at the levels above, which says nothing about the mistake.
 */
function deepest(errors: SchemaError[]): SchemaError[] {
  return errors.filter((e) => !errors.some((other) => other.instancePath.startsWith(`${e.instancePath}/`)));
}

export function firebaseJsonProblems(config: unknown, validate: SchemaValidator): string[] {
  if (validate(config)) return [];
  return [...new Set(deepest(validate.errors ?? []).map(describe))];
}
