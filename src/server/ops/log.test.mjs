import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { errorFields, log, logRequest, scrub } from './log.mjs';

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

describe('the line of a request', () => {
  it('is the line pino writes for the same fields, built by hand for speed', () => {
    const writer = /** @type {any} */ (log)[pino.symbols.streamSym].writer;
    const write = vi.spyOn(writer, 'write').mockImplementation(() => true);
    try {
      const fields = { reqId: '7a4ec70000000003', method: 'GET', path: '/work/"quoted"\\path', status: 200, bytes: 27074, ms: 0.3, client: '2001:db8::1', by: 'memory' };
      log.info(fields, 'request');
      logRequest(fields);
      expect(write).toHaveBeenCalledTimes(2);
      const [byPino, byHand] = write.mock.calls.map(([line]) => String(line));
      expect(byHand.endsWith('\n')).toBe(true);
      const { time: t1, ...rest1 } = JSON.parse(byPino);
      const { time: t2, ...rest2 } = JSON.parse(byHand);
      expect(rest2).toEqual(rest1);
      expect(Object.keys(JSON.parse(byHand))).toEqual(Object.keys(JSON.parse(byPino)));
      expect(t2).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(t2) - Date.parse(t1))).toBeLessThan(1000);
    } finally {
      write.mockRestore();
    }
  });
});
