import { site } from '@/content/site';

/** The agency's wordmark: a ring in the three accents and the name from site config. */
export function Wordmark() {
  return (
    <>
      <span aria-hidden="true" className="relative size-6 shrink-0 overflow-hidden rounded-full bg-gradient-to-br from-cyan via-blue to-green">
        <span className="absolute inset-[5px] rounded-full bg-ink transition-transform duration-300 group-hover:translate-x-1" />
      </span>
      {site.name}
    </>
  );
}
