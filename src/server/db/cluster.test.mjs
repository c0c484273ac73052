import { describe, expect, it } from 'vitest';
import { embeddedSocketPath, MAX_SOCKET_PATH } from './cluster.mjs';

describe('embeddedSocketPath', () => {
  it('names the socket under DATA_DIR/run, and fits while the path is at most 107 bytes', () => {
    expect(embeddedSocketPath('/srv/driftline/data')).toEqual({ path: '/srv/driftline/data/run/.s.PGSQL.5432', bytes: 37, fits: true });
    const longest = `/${'d'.repeat(MAX_SOCKET_PATH - '/run/.s.PGSQL.5432'.length - 1)}`;
    expect(embeddedSocketPath(longest)).toMatchObject({ bytes: MAX_SOCKET_PATH, fits: true });
    expect(embeddedSocketPath(`${longest}d`)).toMatchObject({ bytes: MAX_SOCKET_PATH + 1, fits: false });
  });
  it('counts bytes, not characters', () => {
    const dir = `/${'é'.repeat(45)}`; // 91 bytes in 46 characters
    expect(embeddedSocketPath(dir)).toMatchObject({ bytes: 91 + 18, fits: false });
  });
});
