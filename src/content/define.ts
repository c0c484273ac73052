import { z } from 'zod';

// Content is validated with classic zod, on the server while pages are generated. Should a content file ever be
// parsed in a browser, zod must not probe for eval there (the Content-Security-Policy forbids it), as for the forms.
z.config({ jitless: true });

/**
 * Validates a content file against its schema when the module is first imported.
 * Pages import content while they are statically generated, so a broken content
 * file fails `next build` with a message naming the file and the field.
 */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = result.error.issues
      .map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid content in src/content/${file}:\n${fields}`);
  }
  definitions.set(result.data as object, { file, schema, input: data });
  return result.data;
}

/** What `defineContent` was given for a value it returned: its file, its schema, and the data as written (z.input). */
export type ContentDefinition = { file: string; schema: z.ZodType; input: unknown };
const definitions = new WeakMap<object, ContentDefinition>();

/** The definition behind a value `defineContent` returned (the content kinds registry reads the seed from it). */
export function definitionOf(value: object): ContentDefinition {
  const found = definitions.get(value);
  if (!found) throw new Error('not a value returned by defineContent');
  return found;
}
