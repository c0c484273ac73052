/**
 * A word that is shortened on screens up to 768 px wide (SPEC: 'Experts', 'Included').
 * The full word stays in the accessibility tree at every width; the short form is only visual.
 */
export function ShortLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="max-[769px]:sr-only">{full}</span>
      <span aria-hidden="true" data-short-label="" className="min-[769px]:hidden">
        {short}
      </span>
    </>
  );
}
