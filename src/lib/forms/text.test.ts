import { describe, expect, it } from 'vitest';
import { cleanMultilineText, hasForbiddenCharacters, hasVisibleCharacter, terminalSafe } from './text';

describe('hasForbiddenCharacters (one-line fields)', () => {
  it.each(['Ayesha Khan', 'Zoë Ñúñez', '李小龙', 'O’Brien — CTO', 'a@b.co', '+1 (407) 555-0100', 'مرحبا'])('lets %j through', (v) => {
    expect(hasForbiddenCharacters(v)).toBe(false);
  });
  it.each([
    ['an escape sequence', 'Sam\x1b[2J'],
    ['a bell', 'Sam\x07'],
    ['a NUL', 'Sam\x00'],
    ['a tab', 'Sam\tLee'],
    ['a line break', 'Sam\nemail: x@y.z'],
    ['a carriage return', 'Sam\rLee'],
    ['DEL', 'Sam\x7f'],
    ['a C1 control (CSI)', 'Sam\u009b2J'],
    ['a right-to-left override', 'cv\u202Efdp.exe'],
    ['a left-to-right embedding', '\u202Aname'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
    ['a line separator', 'Sam\u2028Lee'],
    ['a paragraph separator', 'Sam\u2029Lee'],
    ['a zero-width space', 'Sam\u200bLee'],
    ['a right-to-left mark', 'Sam\u200f'],
    ['an Arabic letter mark', 'Sam\u061c'],
    ['a byte-order mark', '\ufeffSam'],
    ['a word joiner', 'Sam\u2060Lee'],
    ['a tag character', 'Sam\u{e0041}'],
  ])('refuses %s', (_, v) => expect(hasForbiddenCharacters(v)).toBe(true));

  it('keeps the joiners Persian, the Indic scripts and emoji need', () => {
    expect(hasForbiddenCharacters('می\u200cخواهم')).toBe(false);
    expect(hasForbiddenCharacters('👩\u200d💻')).toBe(false);
  });
});

describe('hasVisibleCharacter', () => {
  it('is false for a value of joiners or spaces alone', () => {
    expect(hasVisibleCharacter('\u200d')).toBe(false);
    expect(hasVisibleCharacter(' ')).toBe(false);
    expect(hasVisibleCharacter('$')).toBe(true);
    expect(hasVisibleCharacter('李')).toBe(true);
  });
});

describe('cleanMultilineText (multi-line fields)', () => {
  it('keeps line breaks and tabs, makes CRLF and CR into LF', () => {
    expect(cleanMultilineText('one\r\ntwo\rthree\n\tfour')).toBe('one\ntwo\nthree\n\tfour');
  });
  it('drops every other control, bidi and separator character', () => {
    expect(cleanMultilineText('a\x1b[2Jb\x00c\u009bd\u202Ee\u2066f\u2028g\x7f')).toBe('a[2Jbcdefg');
  });
});

describe('terminalSafe', () => {
  it('shows controls, bidi and invisible characters as escapes', () => {
    expect(terminalSafe('Sam\x1b[2J\u202E')).toBe('Sam\\x1b[2J\\u202e');
    expect(terminalSafe('a\u200bb\u{e0041}')).toBe('a\\u200bb\\u{e0041}');
  });
  it('keeps a one-line print on one line', () => {
    expect(terminalSafe('a\nb\r\nc')).toBe('a\\x0ab\\x0d\\x0ac');
  });
  it('indents the lines of a multi-line value so none can pass for a field', () => {
    expect(terminalSafe('first\nemail: forged@x.y\r\nthird', { multiline: true })).toBe('first\n    email: forged@x.y\n    third');
  });
  it('prints non-strings as JSON', () => {
    expect(terminalSafe({ a: 1 })).toBe('{"a":1}');
    expect(terminalSafe(null)).toBe('');
  });
});
