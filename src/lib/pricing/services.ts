/**
 * Plans & Pricing logic shared by the browser and the server: which skills a level permits,
 * the card transitions (choose an option, choose a level, toggle a skill), which cards count as
 * configured, and the request payload. The zod schema both sides validate it with is in request-schema.ts (which
 * builds on these rules), so the configurator loads zod only when its contact fields are first checked.
 * The service roles are a parameter (the published pricing content, which the page passes to the configurator): this
 * module imports no content, so the browser's bundle carries none.
 */
import type { Option, ServiceRequestRole, ServiceRole } from '@/content/schema';
import type { PricingContact } from '@/lib/forms/schemas';

/** The JSON body of POST /api/pricing: the contact and the configured services (request-schema.ts checks it). */
export type PricingRequest = PricingContact & { services: ServiceRequestRole[] };

export type { Option, ServiceRequestRole, ServiceRole, PricingContact };
export type OptionField = 'selectedPeople' | 'selectedPriceType' | 'selectedLevel';

export function findRole(title: string, roles: readonly ServiceRole[]): ServiceRole | undefined {
  return roles.find((r) => r.title === title);
}

/**
 * The skills of `role` that `level` permits, in the role's order.
 * No level (null/undefined) → every skill; a level the role does not restrict → every skill.
 */
export function allowedSkills(role: ServiceRole, level: Option | string | null | undefined): string[] {
  if (!level) return [...role.skills];
  const id = typeof level === 'string' ? level : level.id;
  const permitted = role.levels[id];
  if (!permitted) return [...role.skills];
  return role.skills.filter((s) => permitted.includes(s));
}

export function isSkillAllowed(role: ServiceRole, level: Option | string | null | undefined, skill: string): boolean {
  return allowedSkills(role, level).includes(skill);
}

/** A card as it starts: nothing chosen, every skill off. */
export function emptyServiceRequest(role: ServiceRole): ServiceRequestRole {
  return {
    title: role.title,
    selectedPeople: null,
    selectedPriceType: null,
    selectedLevel: null,
    skills: Object.fromEntries(role.skills.map((s) => [s, false])),
  };
}

/**
 * Chooses (or clears, with null) the level. A skill that was on but is not permitted by the new
 * level is switched off; its names come back in `switchedOff` so the page can say so.
 */
export function chooseLevel(
  card: ServiceRequestRole,
  role: ServiceRole,
  level: Option | null,
): { card: ServiceRequestRole; switchedOff: string[] } {
  const allowed = allowedSkills(role, level);
  const switchedOff: string[] = [];
  const skills: Record<string, boolean> = {};
  for (const skill of role.skills) {
    const on = card.skills[skill] === true;
    if (on && !allowed.includes(skill)) switchedOff.push(skill);
    skills[skill] = on && allowed.includes(skill);
  }
  return { card: { ...card, selectedLevel: level, skills }, switchedOff };
}

/** Sets one of the three dropdowns; the level goes through `chooseLevel`. */
export function chooseOption(
  card: ServiceRequestRole,
  role: ServiceRole,
  field: OptionField,
  option: Option | null,
): { card: ServiceRequestRole; switchedOff: string[] } {
  if (field === 'selectedLevel') return chooseLevel(card, role, option);
  return { card: { ...card, [field]: option }, switchedOff: [] };
}

/** Turns a skill on or off; a skill the chosen level does not permit stays off. */
export function toggleSkill(card: ServiceRequestRole, role: ServiceRole, skill: string): ServiceRequestRole {
  if (!role.skills.includes(skill) || !isSkillAllowed(role, card.selectedLevel, skill)) return card;
  return { ...card, skills: { ...card.skills, [skill]: !card.skills[skill] } };
}

/**
 * What the configurator holds: one card per role, in the roles' order, and per role the skills its last level change
 * switched off (the page says so once). A change leaves every other card, and every other list, the same object, so
 * a card that did not change is not drawn again.
 */
export type Configuration = { cards: ServiceRequestRole[]; switchedOff: Record<string, readonly string[]> };

/** One change to one card, named by its role's title: a dropdown's option, or a skill chip pressed. */
export type ConfigurationChange =
  | { title: string; field: OptionField; option: Option | null }
  | { title: string; skill: string };

/** The configurator's starting point: a card per service role (the roles `configure` is given), each empty. */
export function emptyConfiguration(roles: readonly ServiceRole[]): Configuration {
  return { cards: roles.map(emptyServiceRequest), switchedOff: {} };
}

/**
 * Applies one change (the configurator's reducer). A level change replaces what that role's note says, with an empty
 * list when it switched nothing off; the other changes keep it. A change to an unknown role changes nothing.
 */
export function configure(state: Configuration, change: ConfigurationChange, roles: readonly ServiceRole[]): Configuration {
  const index = state.cards.findIndex((c) => c.title === change.title);
  const role = findRole(change.title, roles);
  if (index < 0 || !role) return state;
  const card = state.cards[index];
  let next: ServiceRequestRole;
  let switchedOff = state.switchedOff;
  if ('skill' in change) next = toggleSkill(card, role, change.skill);
  else {
    const chosen = chooseOption(card, role, change.field, change.option);
    next = chosen.card;
    if (change.field === 'selectedLevel') switchedOff = { ...switchedOff, [role.title]: chosen.switchedOff };
  }
  if (next === card && switchedOff === state.switchedOff) return state;
  return { cards: state.cards.map((c, i) => (i === index ? next : c)), switchedOff };
}

export function activeSkills(card: ServiceRequestRole): string[] {
  return Object.entries(card.skills)
    .filter(([, on]) => on)
    .map(([skill]) => skill);
}

/** A card counts as configured once any dropdown has a value or any skill is on. */
export function isConfigured(card: ServiceRequestRole): boolean {
  return !!(card.selectedPeople || card.selectedPriceType || card.selectedLevel || activeSkills(card).length);
}

// ---------------------------------------------------------------- the request

/** The request payload: the contact and only the cards that are configured. */
export function buildPricingRequest(cards: readonly ServiceRequestRole[], contact: PricingContact): PricingRequest {
  return {
    name: contact.name.trim(),
    email: contact.email.trim(),
    services: cards.filter(isConfigured).map((c) => ({ ...c, skills: { ...c.skills } })),
  };
}
