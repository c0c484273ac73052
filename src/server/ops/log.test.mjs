import { describe, expect, it } from 'vitest';
import { errorFields, scrub } from './log.mjs';

describe('what a log line may show', () => {
  it('replaces e-mail addresses in text', () => {
    expect(scrub('550 <sam@acme.test>: mailbox unavailable; cc A.B+x@mail.example.org')).toBe('550 <[e-mail]>: mailbox unavailable; cc [e-mail]');
    expect(scrub('no address here, just @mentions and a@b')).toBe('no address here, just @mentions and a@b');
  });

  it("keeps an error's type, code, message and frames, without a failed query's parameters or an address", () => {
    const cause = Object.assign(new Error('bind message supplies 1 parameters'), { code: '08P01' });
    const err = new Error('Failed query: select * from staff_users where email = $1\nparams: ayla@driftline.test', { cause });
    const fields = errorFields(err);
    expect(fields).toMatchObject({ type: 'Error', message: 'Failed query: select * from staff_users where email = $1', cause: { code: '08P01', message: 'bind message supplies 1 parameters' } });
    expect(JSON.stringify(fields)).not.toContain('ayla@driftline.test');
    expect(String(fields.stack)).toMatch(/^\s+at /);
    expect(errorFields('a string thrown by sam@acme.test')).toEqual({ message: 'a string thrown by [e-mail]' });
  });
});
