import { describe, expect, it } from 'vitest';
import { recordEntries, recordOf } from './records';

describe('records as lists of entries', () => {
  const offices = { Orlando: 'Strategy.', Lahore: 'Engineering.' };
  it('lists a record’s entries in its order, and makes the same record back', () => {
    const entries = recordEntries(offices);
    expect(entries).toEqual([
      { key: 'Orlando', value: 'Strategy.' },
      { key: 'Lahore', value: 'Engineering.' },
    ]);
    const back = recordOf(entries);
    expect(back).toEqual({ value: offices });
    if ('value' in back) expect(Object.keys(back.value)).toEqual(['Orlando', 'Lahore']);
  });
  it('has no entries for what is not a plain object', () => {
    for (const v of [undefined, null, 'Orlando', ['Orlando'], 3]) expect(recordEntries(v)).toEqual([]);
  });
  it('renames an entry in place and trims its key', () => {
    expect(recordOf([{ key: ' Miami ', value: 'Strategy.' }, { key: 'Lahore', value: 'Engineering.' }])).toEqual({ value: { Miami: 'Strategy.', Lahore: 'Engineering.' } });
  });
  it('refuses an entry without a key, and a key given twice, instead of dropping or merging an entry', () => {
    expect(recordOf([{ key: '  ', value: 'Strategy.' }])).toEqual({ problem: 'missing' });
    expect(recordOf([{ key: 'Lahore', value: 'a' }, { key: 'Lahore ', value: 'b' }])).toEqual({ problem: 'twice', key: 'Lahore' });
  });
});
