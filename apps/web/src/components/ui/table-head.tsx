import { cn } from './cn.ts';

/** A column heading: its label, or its label and its own class. */
export type ColumnHeading = string | readonly [label: string, className: string];

/**
 * A table's row of column headings, each styled `cellClassName` unless it brings its own class. A heading
 * wraps between its words, never inside one: a table too wide for its box scrolls instead.
 */
export function TableHead({
  headings,
  className,
  cellClassName,
}: {
  headings: readonly ColumnHeading[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {headings.map((heading) => {
          const [label, own] = typeof heading === 'string' ? [heading, cellClassName] : heading;
          return (
            <th key={label} scope="col" className={cn('wrap-normal', own)}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
