/** Testimonial carousel: previous and next wrap around (SPEC: "previous and next wrap around the 2 quotes"). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
