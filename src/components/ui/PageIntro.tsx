import type { ReactNode } from 'react';

/** A page's single h1 and its intro line. */
export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <header className="container-site pb-10 pt-16 sm:pt-24">
      <h1 className="measure-18 text-display font-semibold">{heading}</h1>
      <p className="mt-6 measure-60 text-lg text-muted sm:text-xl">{intro}</p>
      {children}
    </header>
  );
}
