/** Replaces `{key}` placeholders of a content string ("Switched off for the {level} level"); unknown ones stay. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
