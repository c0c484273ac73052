/** A role's type, fourth detail (experience or salary) and location, as pills: on its card and on its own page. */
export function RoleDetails({ details, className }: { details: { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={`flex flex-wrap gap-2 text-sm ${className ?? ''}`}>
      {details.map((d) => (
        <div key={d.label}>
          <dt className="sr-only">{d.label}</dt>
          <dd className="rounded-pill border border-line px-3 py-1 text-fg/90">{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
