import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox';

describe('mailboxKey', () => {
  it('writes every spelling of one mailbox the same way', () => {
    const spellings = [
      'ann@example.org',
      'Ann@Example.ORG',
      '  ann@example.org ',
      'ANN@EXAMPLE.ORG.',
      'ann+1@example.org',
      'ann+news+more@example.org',
      '"ann"@example.org',
      '"a\\nn"@example.org',
      '"ann+x"@example.org',
      'ann(a comment)@example.org',
      '(first)ann@(second)example.org',
      'ann@ＥＸＡＭＰＬＥ.org',
    ];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['ann@example.org']));
  });

  it('gives an international domain its ASCII form, and NFC to the local part', () => {
    expect(mailboxKey('ann@Bücher.example')).toBe('ann@xn--bcher-kva.example');
    expect(mailboxKey('ann@xn--bcher-kva.example')).toBe('ann@xn--bcher-kva.example');
    expect(mailboxKey('re\u0301my@example.org')).toBe(mailboxKey('r\u00e9my@example.org'));
  });

  it('follows Gmail’s dots and googlemail.com, and only there', () => {
    expect(mailboxKey('a.n.n+x@googlemail.com')).toBe('ann@gmail.com');
    expect(mailboxKey('A.nn@Gmail.com')).toBe('ann@gmail.com');
    expect(mailboxKey('a.nn@example.org')).toBe('a.nn@example.org');
  });

  it('keeps different mailboxes apart', () => {
    expect(mailboxKey('jean-luc@example.org')).not.toBe(mailboxKey('jean@example.org'));
    expect(mailboxKey('ann@example.org')).not.toBe(mailboxKey('ann@example.net'));
    expect(mailboxKey('"ann@x"@example.org')).toBe('ann@x@example.org');
    expect(mailboxKey('+ann@example.org')).toBe('+ann@example.org');
    expect(mailboxKey('ann@[192.0.2.1]')).toBe('ann@[192.0.2.1]');
    expect(mailboxKey('not an address')).toBe('not an address');
  });
});
