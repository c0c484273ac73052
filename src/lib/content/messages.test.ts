import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_KINDS } from './kinds';
import { messagesByField } from './fields';
import { plainMessage } from './messages';

/** What zod itself says of `value` against `schema`, then what staff read. */
function said(schema: z.ZodType, value: unknown): [string, string] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const message = result.error.issues[0].message;
  return [message, plainMessage(message)];
}

describe('plainMessage', () => {
  it("puts each of zod's own messages the editor meets in the site's words", () => {
    expect(said(z.string().min(1), '')[1]).toBe('Fill this in.');
    expect(said(z.string().trim().min(50), 'short')[1]).toBe('Write at least 50 characters.');
    expect(said(z.string().max(5), 'too long')[1]).toBe('Keep it to 5 characters or fewer.');
    expect(said(z.array(z.string()).min(1), [])[1]).toBe('Add at least one.');
    expect(said(z.array(z.string()).length(5), ['a'])[1]).toBe('This list takes exactly 5.');
    expect(said(z.string().length(2), 'abc')[1]).toBe('Write exactly 2 characters.');
    expect(said(z.array(z.string()).max(2), ['a', 'b', 'c'])[1]).toBe('Keep it to 2 or fewer.');
    expect(said(z.number().min(1), 0)[1]).toBe('Enter 1 or more.');
    expect(said(z.number().max(10), 11)[1]).toBe('Enter 10 or less.');
    expect(said(z.number(), 'twelve')[1]).toBe('Enter a number.');
    expect(said(z.number().int().positive(), 0)[1]).toBe('Enter more than 0.');
    expect(said(z.number().lt(5), 5)[1]).toBe('Enter less than 5.');
    expect(said(z.number().int(), 1.5)[1]).toBe('Enter a whole number.');
    expect(said(z.object({ title: z.string() }), {})[1]).toBe('Fill this in.');
    expect(said(z.url(), 'not a web address')[1]).toBe('Enter a full web address, such as https://example.com.');
    expect(said(z.enum(['a', 'b']), 'c')[1]).toBe('Choose one of the options.');
  });

  it('leaves a rule’s own words, and anything it does not know, as they are', () => {
    const [own, shown] = said(z.string().min(3, 'Give the city its full name.'), 'x');
    expect(shown).toBe(own);
    expect(plainMessage('Another item in Roles already has the key “x”.')).toBe('Another item in Roles already has the key “x”.');
  });

  it('is what the editor answers for an empty title of a case study', () => {
    const schema = CONTENT_KINDS['case-study'].schema;
    const result = schema.safeParse({ title: '' });
    expect(result.success).toBe(false);
    const fields = messagesByField(result.error!.issues);
    expect(fields.title).toBe('Fill this in.');
    expect(Object.values(fields).join(' ')).not.toMatch(/Too small|Too big|Invalid input|expected \w+/);
  });
});
