import type { ReactNode } from 'react';

/** A column's heading; `hidden` keeps it for screen readers only (a column of links or buttons). */
export type StaffColumn = { label: string; hidden?: boolean };

/** How wide the table stays before its region scrolls sideways (a phone's screen is narrower than each). */
const MIN_WIDTH = { md: 'min-w-[36rem]', lg: 'min-w-[40rem]', xl: 'min-w-[44rem]' } as const;

/** A body cell's padding, as every staff table has it. */
export const cellClass = 'px-4 py-3';

/**
 * A staff page's table: a region that scrolls sideways on a narrow screen (focusable, so a keyboard can scroll it,
 * named by the caption's words), the caption itself for screen readers, a header cell with scope="col" for each column
 * and a line between rows. `children` are the body's rows (`<tr>`); `className` places the region on its page.
 */
export function StaffTable({
  caption,
  columns,
  minWidth = 'xl',
  className = 'mt-6',
  children,
}: {
  caption: string;
  columns: StaffColumn[];
  minWidth?: keyof typeof MIN_WIDTH;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`relative ${className} overflow-x-auto rounded-[var(--radius-card)] border border-line bg-ink-2`} tabIndex={0} role="region" aria-label={caption}>
      <table className={`w-full ${MIN_WIDTH[minWidth]} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`${cellClass} font-medium`}>
                {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
