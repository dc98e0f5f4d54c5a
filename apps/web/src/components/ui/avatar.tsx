import { useState } from 'react';
import { initialsOf } from '../../lib/auth.tsx';
import { cn } from './cn.ts';

/**
 * A person's photo; their initials when there is none or it does not load. Decorative: the name is beside it.
 * `priority`: the page's main picture (a profile's photo), fetched at once and first, not when scrolled near.
 */
export function Avatar({
  src,
  name,
  className,
  priority = false,
}: {
  src: string | null;
  name: string;
  className?: string;
  priority?: boolean;
}) {
  const [isBroken, setBroken] = useState(false);
  if (!src || isBroken) {
    return (
      <span
        className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800', className)}
        aria-hidden="true"
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('shrink-0 rounded-full object-cover', className)}
      onError={() => setBroken(true)}
    />
  );
}
