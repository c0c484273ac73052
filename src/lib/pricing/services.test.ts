import { describe, expect, expectTypeOf, it } from 'vitest';
import { pricing } from '@/content/pricing';
import { pricingCopy } from '@/content/pricing-copy';
import {
  allowedSkills,
  buildPricingRequest,
  chooseLevel,
  chooseOption,
  configure,
  emptyConfiguration,
  emptyServiceRequest,
  findRole,
  isConfigured,
  toggleSkill,
  type PricingRequest,
} from './services';
import { pricingRequestSchema, pricingRequestSchemaFor, type CheckedPricingRequest } from './request-schema';
import { firstErrors } from '@/lib/forms/schemas';

describe('pricing content', () => {
  it('reaches the browser exactly as validated: the schema changes nothing in pricing-copy.ts (the page’s own heading stays on the server)', () => {
    const { page, ...configurator } = pricing;
    expect(page.heading).toBeTruthy();
    expect(pricingCopy).toEqual(configurator);
  });
});

const level = (id: string) => pricing.levels.find((l) => l.id === id)!;
const frontend = findRole('Frontend', pricing.roles)!;
const devops = findRole('DevOps', pricing.roles)!;
const contact = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('the pricing content', () => {
  it('offers the agency’s service roles and the spec’s options', () => {
    expect(pricing.roles.map((r) => r.title)).toEqual([
      'Frontend',
      'Backend',
      'Full-stack',
      'Mobile (Flutter/React Native)',
      'UI/UX Design',
      'DevOps',
      'QA',
      'AI/ML',
      'Project Management',
    ]);
    expect(pricing.people.map((o) => o.name)).toEqual(['1', '2', '3–5', '6+']);
    expect(pricing.priceTypes.map((o) => o.name)).toEqual(['Hourly', 'Monthly retainer', 'Fixed price per milestone']);
    expect(pricing.levels.map((o) => o.name)).toEqual(['Junior', 'Mid-level', 'Senior', 'Lead']);
  });

  it('gives every higher level at least the skills of the one below', () => {
    for (const role of pricing.roles) {
      const sizes = pricing.levels.map((l) => allowedSkills(role, l));
      for (let i = 1; i < sizes.length; i++) {
        for (const skill of sizes[i - 1]) expect(sizes[i], `${role.title} ${pricing.levels[i].name}`).toContain(skill);
      }
    }
  });
});

describe('allowedSkills(role, level)', () => {
  it('permits every skill when no level is chosen', () => {
    expect(allowedSkills(frontend, null)).toEqual(frontend.skills);
    expect(allowedSkills(frontend, undefined)).toEqual(frontend.skills);
  });

  it('permits only the listed skills per level, in the role’s order', () => {
    expect(allowedSkills(frontend, level('junior'))).toEqual(['React', 'TypeScript', 'Tailwind CSS']);
    expect(allowedSkills(frontend, 'mid')).toEqual(['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Animation']);
    expect(allowedSkills(frontend, level('senior'))).not.toContain('Frontend architecture');
    expect(allowedSkills(devops, level('junior'))).toEqual(['Docker', 'CI/CD', 'Linux servers']);
  });

  it('permits every skill at Lead', () => {
    for (const role of pricing.roles) expect(allowedSkills(role, level('lead'))).toEqual(role.skills);
  });
});

describe('card transitions', () => {
  it('starts with nothing chosen and every skill off', () => {
    const card = emptyServiceRequest(frontend);
    expect(card).toEqual({
      title: 'Frontend',
      selectedPeople: null,
      selectedPriceType: null,
      selectedLevel: null,
      skills: Object.fromEntries(frontend.skills.map((s) => [s, false])),
    });
    expect(isConfigured(card)).toBe(false);
  });

  it('toggles a skill on and off', () => {
    const on = toggleSkill(emptyServiceRequest(frontend), frontend, 'Next.js');
    expect(on.skills['Next.js']).toBe(true);
    expect(isConfigured(on)).toBe(true);
    expect(toggleSkill(on, frontend, 'Next.js').skills['Next.js']).toBe(false);
  });

  it('will not turn on a skill the chosen level does not permit, nor an unknown one', () => {
    const junior = chooseLevel(emptyServiceRequest(frontend), frontend, level('junior')).card;
    expect(toggleSkill(junior, frontend, 'Next.js')).toBe(junior);
    expect(toggleSkill(junior, frontend, 'COBOL')).toBe(junior);
  });

  it('switches off skills a newly chosen level does not permit and says which', () => {
    let card = emptyServiceRequest(frontend);
    for (const s of ['React', 'Next.js', 'Frontend architecture']) card = toggleSkill(card, frontend, s);
    const { card: junior, switchedOff } = chooseLevel(card, frontend, level('junior'));
    expect(switchedOff).toEqual(['Next.js', 'Frontend architecture']);
    expect(junior.skills).toMatchObject({ React: true, 'Next.js': false, 'Frontend architecture': false });
    expect(junior.selectedLevel).toEqual(level('junior'));
    // Clearing the level again makes every skill selectable but does not turn anything back on.
    const cleared = chooseLevel(junior, frontend, null);
    expect(cleared.switchedOff).toEqual([]);
    expect(cleared.card.skills['Next.js']).toBe(false);
    expect(toggleSkill(cleared.card, frontend, 'Next.js').skills['Next.js']).toBe(true);
  });

  it('sets the number of experts and the way to pay without touching skills', () => {
    const card = toggleSkill(emptyServiceRequest(devops), devops, 'AWS');
    const { card: next, switchedOff } = chooseOption(card, devops, 'selectedPriceType', pricing.priceTypes[1]);
    expect(next.selectedPriceType?.name).toBe('Monthly retainer');
    expect(next.skills.AWS).toBe(true);
    expect(switchedOff).toEqual([]);
    expect(chooseOption(card, devops, 'selectedLevel', level('junior')).switchedOff).toEqual(['AWS']);
  });
});

describe('configure(state, change): the configurator\'s reducer', () => {
  it('changes only the card it names: the others stay the same objects, so they are not drawn again', () => {
    const start = emptyConfiguration(pricing.roles);
    const next = configure(start, { title: 'Frontend', skill: 'React' }, pricing.roles);
    const index = start.cards.findIndex((c) => c.title === 'Frontend');
    expect(next.cards[index].skills.React).toBe(true);
    next.cards.forEach((card, i) => {
      if (i !== index) expect(card).toBe(start.cards[i]);
    });
    expect(next.switchedOff).toBe(start.switchedOff);
    expect(start.cards[index].skills.React).toBe(false); // the old state is left as it was
  });

  it('keeps what a level change switched off until the next level change, which replaces it', () => {
    let state = emptyConfiguration(pricing.roles);
    for (const skill of ['React', 'Next.js']) state = configure(state, { title: 'Frontend', skill }, pricing.roles);
    state = configure(state, { title: 'Frontend', field: 'selectedLevel', option: level('junior') }, pricing.roles);
    expect(state.switchedOff).toEqual({ Frontend: ['Next.js'] });
    state = configure(state, { title: 'Frontend', field: 'selectedPeople', option: pricing.people[1] }, pricing.roles);
    state = configure(state, { title: 'Frontend', skill: 'TypeScript' }, pricing.roles);
    expect(state.switchedOff.Frontend).toEqual(['Next.js']);
    state = configure(state, { title: 'Frontend', field: 'selectedLevel', option: null }, pricing.roles);
    expect(state.switchedOff.Frontend).toEqual([]);
  });

  it('returns the same state for a change that changes nothing: an unknown role, or a skill the level refuses', () => {
    const junior = configure(emptyConfiguration(pricing.roles), { title: 'Frontend', field: 'selectedLevel', option: level('junior') }, pricing.roles);
    expect(configure(junior, { title: 'COBOL', skill: 'React' }, pricing.roles)).toBe(junior);
    expect(configure(junior, { title: 'Frontend', skill: 'Next.js' }, pricing.roles)).toBe(junior);
  });
});

describe('buildPricingRequest(cards, contact)', () => {
  it('builds what the server schema accepts, by type too (tsc checks this line)', () => {
    expectTypeOf<PricingRequest>().toExtend<CheckedPricingRequest>();
  });

  it('keeps only configured cards, with their options and skill map', () => {
    const cards = pricing.roles.map(emptyServiceRequest);
    cards[0] = chooseOption(cards[0], frontend, 'selectedPeople', pricing.people[2]).card;
    cards[0] = toggleSkill(cards[0], frontend, 'React');
    cards[5] = chooseLevel(cards[5], devops, level('senior')).card;
    const request = buildPricingRequest(cards, { name: '  Ada ', email: 'ada@example.com ' });
    expect(request).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    expect(request.services.map((s) => s.title)).toEqual(['Frontend', 'DevOps']);
    expect(request.services[0].selectedPeople).toEqual({ id: 'three-to-five', name: '3–5', value: '3-5' });
    expect(request.services[0].skills.React).toBe(true);
    expect(request.services[1].selectedLevel?.name).toBe('Senior');
    expect(pricingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('has no services when no card is configured, which the schema refuses', () => {
    const request = buildPricingRequest(pricing.roles.map(emptyServiceRequest), contact);
    expect(request.services).toEqual([]);
    const result = pricingRequestSchema.safeParse(request);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Choose at least one service');
  });
});

describe('pricingRequestSchemaFor(pricing): checks against the content it is given (the published pricing)', () => {
  it('accepts a role and skill the content has, and refuses one it no longer has', () => {
    const renamed = { ...pricing, roles: pricing.roles.map((r) => (r.title === 'Frontend' ? { ...r, title: 'Web frontend' } : r)) };
    const schema = pricingRequestSchemaFor(renamed);
    const old = buildPricingRequest([toggleSkill(emptyServiceRequest(frontend), frontend, 'React')], contact);
    expect(schema.safeParse(old).error?.issues.map((i) => i.message)).toEqual(['Unknown service role']);
    const role = findRole('Web frontend', renamed.roles)!;
    expect(schema.safeParse(buildPricingRequest([toggleSkill(emptyServiceRequest(role), role, 'React')], contact)).success).toBe(true);
    expect(pricingRequestSchema.safeParse(old).success).toBe(true);
  });
});

describe('pricingRequestSchema', () => {
  const good = () => buildPricingRequest([toggleSkill(emptyServiceRequest(frontend), frontend, 'React')], contact);
  const messages = (value: unknown) => {
    const result = pricingRequestSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts a good request', () => {
    expect(messages(good())).toEqual([]);
  });

  it('rejects an unknown role or skill', () => {
    const unknownRole = good();
    unknownRole.services[0].title = 'Astrologer';
    expect(messages(unknownRole)).toContain('Unknown service role');
    const unknownSkill = good();
    unknownSkill.services[0].skills['COBOL'] = true;
    expect(messages(unknownSkill)).toContain('Unknown skill for Frontend');
  });

  it('rejects a skill the level does not permit, an unknown option and extra fields', () => {
    const tooSenior = good();
    tooSenior.services[0].selectedLevel = level('junior');
    tooSenior.services[0].skills['Frontend architecture'] = true;
    expect(messages(tooSenior)).toContain('Skill not part of the chosen level');
    const forged = good();
    forged.services[0].selectedPriceType = { id: 'hourly', name: 'Free', value: 'hourly' };
    expect(messages(forged)).toContain('Unknown way to pay');
    expect(messages({ ...good(), admin: true }).length).toBeGreaterThan(0);
  });

  it('caps sizes: no more services than roles, each only once', () => {
    const twice = good();
    twice.services.push({ ...twice.services[0] });
    expect(messages(twice)).toContain('Each service only once');
    const many = good();
    many.services = Array.from({ length: pricing.roles.length + 1 }, () => ({ ...many.services[0] }));
    expect(messages(many).length).toBeGreaterThan(0);
  });

  it('validates name and e-mail with the enquiry form’s messages (first per field, as shown)', () => {
    const shown = (value: unknown) => {
      const result = pricingRequestSchema.safeParse(value);
      return result.success ? {} : firstErrors(result.error);
    };
    expect(shown({ ...good(), name: '', email: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
    });
    expect(shown({ ...good(), name: 'A'.repeat(21), email: 'not-an-email' })).toEqual({
      name: 'Name cannot exceed 20 characters',
      email: 'Invalid email address',
    });
  });

  it('accepts an empty honeypot but nothing else in it', () => {
    expect(messages({ ...good(), website: '' })).toEqual([]);
    expect(messages({ ...good(), website: 'x' }).length).toBeGreaterThan(0);
  });
});
