import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical';

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order, indents by two spaces and ends with a newline', () => {
    const text = canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } });
    expect(text).toBe('{\n  "a": {\n    "c": "x",\n    "d": [\n      3,\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n');
  });

  it('gives one text per value, whatever order the object was written in', () => {
    expect(canonicalJson({ x: 1, y: [{ q: 1, p: 2 }] })).toBe(canonicalJson({ y: [{ p: 2, q: 1 }], x: 1 }));
  });

  it('leaves out undefined properties, as a JSON round trip does', () => {
    const value = { a: undefined, b: 'kept', c: null };
    expect(canonicalJson(value)).toBe('{\n  "b": "kept",\n  "c": null\n}\n');
    expect(canonicalJson(JSON.parse(canonicalJson(value)))).toBe(canonicalJson(value));
  });
});
