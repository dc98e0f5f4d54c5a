import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from './cn.ts';

/**
 * The box of a table that may be wider than the screen: the table scrolls sideways inside it, never the
 * page. While it scrolls, the box is a region named `label` that the keyboard reaches and scrolls.
 * `relative` keeps the screen-reader-only texts of the cells inside the box too.
 *
 * While part of the table lies beyond the box's right edge the box carries `data-more-right`, so a column
 * kept at that edge (`sticky right-0`) can shade its left side with `group-data-more-right/table-scroll:`
 * only while other columns pass under it.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [moreRight, setMoreRight] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      setScrolls(box.scrollWidth > box.clientWidth + 1);
      setMoreRight(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => box.removeEventListener('scroll', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <div
      ref={boxRef}
      className={cn('group/table-scroll relative overflow-x-auto', className)}
      data-more-right={moreRight ? '' : undefined}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
