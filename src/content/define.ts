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
  return result.data;
}
