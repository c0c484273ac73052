import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, CASE_STUDY_ROUTES, EXPERTISE_ROUTES } from './routes';

describe('routes', () => {
  it('lists every page once: 10 top-level, 6 case studies, 25 expertise pages', () => {
    expect(CASE_STUDY_ROUTES).toHaveLength(6);
    expect(EXPERTISE_ROUTES).toHaveLength(25);
    expect(ALL_ROUTES).toHaveLength(41);
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length);
  });
});
