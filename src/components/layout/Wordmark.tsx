/** The agency's wordmark: a ring in the three accents and the name (site.name, passed in so client menus stay free of content validation). */
export function Wordmark({ name }: { name: string }) {
  return (
    <>
      <span aria-hidden="true" className="relative size-6 shrink-0 overflow-hidden rounded-full bg-gradient-to-br from-cyan via-blue to-green">
        <span className="absolute inset-[5px] rounded-full bg-ink transition-transform duration-300 group-hover:translate-x-1" />
      </span>
      {name}
    </>
  );
}
