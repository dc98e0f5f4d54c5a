import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from './cn.ts';

/**
 * The box of a table that may be wider than the screen: the table scrolls sideways inside it, never the
 * page. While it scrolls, the box is a region named `label` that the keyboard reaches and scrolls.
 * `relative` keeps the screen-reader-only texts of the cells inside the box too.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={boxRef}
      className={cn('relative overflow-x-auto', className)}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
