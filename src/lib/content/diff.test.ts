import { describe, expect, it } from 'vitest';
import { diffData, diffWords } from './diff';

describe('diffWords', () => {
  it('marks the words that went and came, keeping the rest', () => {
    expect(diffWords('Junior frontend developer', 'Junior backend developer')).toEqual([
      { op: 'same', text: 'Junior ' },
      { op: 'removed', text: 'frontend' },
      { op: 'added', text: 'backend' },
      { op: 'same', text: ' developer' },
    ]);
  });
  it('joins back to each side', () => {
    const parts = diffWords('a b c d', 'a x c d e');
    expect(parts.filter((p) => p.op !== 'added').map((p) => p.text).join('')).toBe('a b c d');
    expect(parts.filter((p) => p.op !== 'removed').map((p) => p.text).join('')).toBe('a x c d e');
  });
});

describe('diffData', () => {
  it('names each changed field with the form’s labels', () => {
    const before = { title: 'Junior Frontend', listed: true, description: { whyJoin: ['Growth', 'People'] } };
    const after = { title: 'Junior Backend', listed: false, description: { whyJoin: ['Growth'] }, roadmapUrl: 'https://roadmap.sh' };
    const changes = diffData(before, after);
    expect(changes.map((c) => [c.op, c.label])).toEqual([
      ['changed', 'Title'],
      ['changed', 'Listed on the site'],
      ['removed', 'Description › Why join › 2'],
      ['added', 'Roadmap URL'],
    ]);
    expect(changes[0]).toMatchObject({ words: [{ op: 'same', text: 'Junior ' }, { op: 'removed', text: 'Frontend' }, { op: 'added', text: 'Backend' }] });
  });
  it('finds nothing between equal data', () => {
    expect(diffData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });
});
