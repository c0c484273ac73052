import { z } from 'zod';
// Content is validated with classic zod (pages import it on the server). The one zod setting, no eval probing
// (CSP), lives in src/lib/zod.ts; imported here for it, should a content file ever be parsed in a browser.
import '@/lib/zod';

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
