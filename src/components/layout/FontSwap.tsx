'use client';
import { useEffect } from 'react';
import { fontFaceRule, interFaces, type FontFaceRule } from '@/lib/layout/inter-faces';

/** The page's @font-face rules (its own stylesheets; a sheet that cannot be read is skipped). */
function fontFaceRules(): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of list) {
      if (rule instanceof CSSFontFaceRule) rules.push(fontFaceRule((name) => rule.style.getPropertyValue(name).trim()));
    }
  }
  return rules;
}

/** Once per document: client-side navigations keep the faces. */
let started = false;

/**
 * Draws the page in Inter once it has hydrated, by adding Inter's core to the families the font stacks already lead
 * with (src/lib/layout/inter-faces.ts says which), loaded first and then added at once. The stacks never change, so
 * nothing is restyled; Chromium lays the text out again, and the faces Inter takes over from are matched to its
 * metrics, so nothing moves (e2e/seo.spec.ts). Until then no text asks for Inter, so it is not
 * fetched while the page paints (a font is fetched at the highest priority, and Lighthouse counted it in every
 * page's largest paint). `<html data-fonts>` says Inter is in place. If the core cannot load, the stack keeps the
 * faces it started with.
 * Not done: Inter before the first paint on a later visit (a note in localStorage that the file is cached): the note
 * outlives the HTTP cache it speaks of, and Lighthouse, which keeps storage but clears the cache between runs, then
 * counted the font in the largest paint again.
 */
export function FontSwap() {
  useEffect(() => {
    if (started) return;
    started = true;
    const faces = interFaces(fontFaceRules()).map((face) => new FontFace(face.family, face.src, face.descriptors));
    if (!faces.length) return;
    // One download: the first face fetches the file, and the others, which share its address, then read it from the
    // HTTP cache.
    faces[0]!
      .load()
      .then(() => Promise.all(faces.map((face) => face.load())))
      .then(() => {
        for (const face of faces) document.fonts.add(face);
        document.documentElement.dataset.fonts = '';
      })
      .catch(() => undefined);
  }, []);
  return null;
}
