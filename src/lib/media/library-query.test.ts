import { describe, expect, it } from 'vitest';
import { MAX_STATUS_IDS, listUrl, readListQuery, readStatusQuery, statusUrl } from './library-query';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sha = 'ab'.repeat(32);

describe('the media library’s addresses', () => {
  it('read back what the picker asks for', () => {
    expect(readListQuery(new URL(`http://x${listUrl(' desk  team ', 'image')}`).searchParams)).toEqual({ search: 'desk  team', kind: 'image', limit: 60 });
    expect(readListQuery(new URLSearchParams('kind=audio&limit=-3&search='))).toEqual({});
    expect(readListQuery(new URLSearchParams('limit=100000')).limit).toBe(200);
  });

  it('ask for the state of uploads by id and SHA-256, dropping anything that names none', () => {
    const url = statusUrl({ ids: [id(1), id(2)], sha256s: [sha] });
    expect(readStatusQuery(new URL(`http://x${url}`).searchParams)).toEqual({ ids: [id(1), id(2)], sha256s: [sha] });
    expect(readStatusQuery(new URLSearchParams(`ids=${id(1)},${id(1).toUpperCase()},nope,'; drop table x&sha256=${sha.slice(1)}`))).toEqual({ ids: [id(1)], sha256s: [] });
  });

  it('name at most so many uploads in one question', () => {
    const many = Array.from({ length: MAX_STATUS_IDS + 20 }, (_, n) => id(n));
    const read = readStatusQuery(new URLSearchParams({ ids: many.join(','), sha256: sha }));
    expect(read.ids).toHaveLength(MAX_STATUS_IDS);
    expect(read.sha256s).toEqual([]);
  });
});
