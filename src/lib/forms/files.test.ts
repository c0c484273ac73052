import { describe, expect, it } from 'vitest';
import { checkFiles } from './files';
import { formatBytes, MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES } from './limits.mjs';

const f = (name: string, size: number) => ({ name, size });

describe('upload limits (SPEC section 5)', () => {
  it('are 10 files, 25 MB each, 100 MB in total', () => {
    expect(MAX_FILES).toBe(10);
    expect(MAX_FILE_BYTES).toBe(26214400);
    expect(MAX_TOTAL_BYTES).toBe(104857600);
  });
});

describe('checkFiles (the drop zone)', () => {
  it('accepts several files up to the limits', () => {
    const added = Array.from({ length: 10 }, (_, i) => f(`f${i}.pdf`, MAX_TOTAL_BYTES / 10));
    const r = checkFiles([], added);
    expect(r).toEqual({ ok: true, files: added });
  });

  it("refuses a total over 100 MB with 'Total file size cannot exceed 100MB' and keeps what was there", () => {
    const current = [f('a.pdf', 25 * 1024 * 1024), f('b.pdf', 25 * 1024 * 1024), f('c.pdf', 25 * 1024 * 1024), f('d.pdf', 25 * 1024 * 1024)];
    const r = checkFiles(current, [f('e.txt', 1)]);
    expect(r).toEqual({ ok: false, message: 'Total file size cannot exceed 100MB', files: current });
  });

  it('accepts exactly 100 MB in total', () => {
    expect(checkFiles([f('a', MAX_TOTAL_BYTES - 1)], [f('b', 1)]).ok).toBe(true);
  });

  it('refuses an 11th file', () => {
    const current = Array.from({ length: 10 }, (_, i) => f(`f${i}`, 10));
    const r = checkFiles(current, [f('eleven', 10)]);
    expect(r.ok).toBe(false);
    expect(r.files).toHaveLength(10);
    if (!r.ok) expect(r.message).toMatch(/at most 10 files/);
  });

  it('refuses a file over 25 MB, and all files dropped with it', () => {
    const r = checkFiles([], [f('ok.pdf', 10), f('big.mov', MAX_FILE_BYTES + 1)]);
    expect(r.ok).toBe(false);
    expect(r.files).toEqual([]);
    expect(checkFiles([], [f('edge.pdf', MAX_FILE_BYTES)]).ok).toBe(true);
  });
});

describe('formatBytes', () => {
  it('reads like people read sizes', () => {
    expect(formatBytes(18)).toBe('18 B');
    expect(formatBytes(312 * 1024)).toBe('312 KB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});
