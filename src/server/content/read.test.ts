/**
 * The readers while `next build` prerenders (NEXT_PHASE=phase-production-build): exactly what src/content exports,
 * so the build needs no database and renders today's site. At runtime they read the database:
 * tests/integration/readers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { about } from '@/content/about';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { expertisePages } from '@/content/expertise';
import { home } from '@/content/home';
import { exploreGroups } from '@/content/navigation';
import { pages } from '@/content/pages';
import { pricing } from '@/content/pricing';
import { privacy } from '@/content/privacy';
import { processContent } from '@/content/process';
import { internshipRoles, juniorRoles, rolesCopy } from '@/content/roles';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import * as read from './read';

let phase: string | undefined;
beforeAll(() => {
  phase = process.env.NEXT_PHASE;
  process.env.NEXT_PHASE = 'phase-production-build';
});
afterAll(() => {
  if (phase === undefined) delete process.env.NEXT_PHASE;
  else process.env.NEXT_PHASE = phase;
});

describe('the readers while the site is built', () => {
  it('give every singleton as src/content exports it (the very value)', async () => {
    expect(read.isBuildPhase()).toBe(true);
    expect(await read.readSite()).toBe(site);
    expect(await read.readNavigation()).toBe(exploreGroups);
    expect(await read.readPages()).toBe(pages);
    expect(await read.readHome()).toBe(home);
    expect(await read.readAbout()).toBe(about);
    expect(await read.readProcess()).toBe(processContent);
    expect(await read.readPrivacy()).toBe(privacy);
    expect(await read.readPricing()).toBe(pricing);
    expect(await read.readClients()).toBe(clients);
    expect(await read.readShowreel()).toBe(showreel);
  });

  it('give every collection as src/content exports it, in its order', async () => {
    expect(await read.readCaseStudies()).toStrictEqual(caseStudies);
    expect(await read.readExpertisePages()).toStrictEqual(expertisePages);
    expect(await read.readCollection('role')).toStrictEqual([...juniorRoles, ...internshipRoles]);
    for (const study of caseStudies) expect(await read.readCaseStudy(study.slug)).toStrictEqual(study);
    for (const page of expertisePages) expect(await read.readExpertisePage(page.slug)).toStrictEqual(page);
  });

  it('give null for a slug no item has', async () => {
    expect(await read.readCaseStudy('no-such-study')).toBeNull();
    expect(await read.readExpertisePage('no-such-page')).toBeNull();
  });

  it('give the shell and the role pages what they show', async () => {
    expect(await read.readShell()).toStrictEqual({ site, navigation: exploreGroups, pages });
    expect(await read.readRolesPage()).toStrictEqual({ rolesCopy, site, roles: [...juniorRoles, ...internshipRoles] });
  });
});
