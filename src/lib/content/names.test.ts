import { describe, expect, it } from 'vitest';
import { KIND_NAMES, CONTENT_KINDS } from './kinds';
import { fieldTree } from './fields';
import { itemName, withListName } from './names';

describe('itemName: an item named in the site’s words', () => {
  it('names a page the site has once by its own name, never its key', () => {
    expect(itemName('about', 'about', {})).toBe('About page');
    expect(itemName('roles-copy', 'roles-copy', {})).toBe('Careers page words');
    for (const kind of KIND_NAMES.filter((k) => !CONTENT_KINDS[k].collection)) expect(itemName(kind, kind, {})).not.toMatch(/^[a-z-]+$/);
  });
  it('names a collection’s item by its kind and title, or its key while it has no title', () => {
    expect(itemName('case-study', 'coral', { title: 'Coral' })).toBe('Case study: Coral');
    expect(itemName('role', 'backend-developer-junior', { title: 'Backend Developer' })).toBe('Role: Backend Developer');
    expect(itemName('expertise-page', 'docker', { title: ' ' })).toBe('Expertise page: docker');
  });
});

describe('withListName: a page that is itself a list', () => {
  it('is named for what it lists, on every kind whose form is one list, never "The whole item"', () => {
    for (const kind of KIND_NAMES) {
      const tree = withListName(kind, fieldTree(CONTENT_KINDS[kind].schema));
      if (tree.type === 'array') expect(tree.label, kind).not.toBe('The whole item');
    }
    expect(withListName('navigation', fieldTree(CONTENT_KINDS.navigation.schema)).label).toBe('Explore groups');
    expect(withListName('about', fieldTree(CONTENT_KINDS.about.schema)).label).toBe(fieldTree(CONTENT_KINDS.about.schema).label);
  });
});
