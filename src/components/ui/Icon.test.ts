import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@/content/icons';
import { iconRefSchema } from '@/content/schema';
import { hasIcon } from './Icon';

describe('icon catalogue', () => {
  it('has about 50 names, every one drawable', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(45);
    expect(ICON_NAMES.filter((n) => !hasIcon(n))).toEqual([]);
  });
  it('includes the names the spec lists', () => {
    for (const n of ['Backend', 'Monitor', 'Shield', 'Cloud', 'SaaS', 'Data', 'Map', 'Nextjs', 'Reactjs', 'Nodejs', 'Nestjs', 'Postgresql', 'Supabase', 'Docker', 'Ansible', 'Sequelize', 'Heart'])
      expect(ICON_NAMES).toContain(n);
  });
  it('rejects an unknown icon name in content', () => {
    expect(iconRefSchema.safeParse({ name: 'Nope', width: 24 }).success).toBe(false);
    expect(iconRefSchema.safeParse({ name: 'Docker', width: 24 }).success).toBe(true);
  });
});
