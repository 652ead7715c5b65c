// A route's path, written once as docs/api.md writes it ("/api/registrations/{id}/receipt.pdf"),
// and compiled once into what matches a request's path against it.
import type { RouteParams } from './types';

/** A template's part: a literal path segment, or a parameter standing for one whole segment. */
type Part = { literal: string } | { parameter: string };

export interface CompiledTemplate {
  template: string;
  /** The parameters' names, in the order the template names them. */
  parameters: readonly string[];
  /** The parameters a path gives, each segment as the request wrote it; null if the path is not this template's. */
  match(path: string): RouteParams | null;
}

// Literal segments are written plainly (letters, digits, '.', '-', '_'), so a template needs no
// escaping; a parameter is a whole segment, so '/' can never be part of one.
const LITERAL = /^[\w.-]+$/;
const PARAMETER = /^\{(\w+)\}$/;

function partOf(segment: string, template: string): Part {
  const parameter = PARAMETER.exec(segment)?.[1];
  if (parameter !== undefined) return { parameter };
  if (LITERAL.test(segment)) return { literal: segment };
  throw new Error(`Route template ${template}: "${segment}" is neither a plain segment nor a {name}`);
}

/** Compiles a template, refusing one the router could not match as it reads (a mistake at module load, not at a call). */
export function compileTemplate(template: string): CompiledTemplate {
  if (!template.startsWith('/')) throw new Error(`Route template ${template}: it starts with '/'`);
  const parts = template
    .slice(1)
    .split('/')
    .map((segment) => partOf(segment, template));
  const parameters = parts.flatMap((part) => ('parameter' in part ? [part.parameter] : []));
  if (new Set(parameters).size !== parameters.length) {
    throw new Error(`Route template ${template}: a parameter is named twice`);
  }
  return {
    template,
    parameters,
    match(path) {
      if (!path.startsWith('/')) return null;
      const segments = path.slice(1).split('/');
      if (segments.length !== parts.length) return null;
      // No prototype: a parameter named like one of Object's properties reads only what the path gave.
      const params: RouteParams = Object.create(null) as RouteParams;
      for (const [index, part] of parts.entries()) {
        const segment = segments[index] ?? '';
        if ('literal' in part) {
          if (segment !== part.literal) return null;
        } else {
          // Handlers check each value's format before it becomes part of a Firestore or Storage
          // path, on the segment as sent: decoding here would let a '/' or a NUL through to them.
          if (segment === '') return null;
          params[part.parameter] = segment;
        }
      }
      return params;
    },
  };
}

/** A template with each parameter filled in, encoded as one path segment; throws if one is missing. */
export function pathOf(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === '') throw new Error(`Route template ${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}
