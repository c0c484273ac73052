// Imported for its side effect too: content parsed in the browser must never probe eval (CSP).
import { z } from '@/lib/zod';

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
