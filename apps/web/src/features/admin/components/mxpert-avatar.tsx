import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { initialsOf } from '../../../lib/auth.tsx';

/** The professional's photo, or their initials when there is none or it fails to load. */
export function MxpertAvatar({ name, photo, size = 'sm' }: { name: string; photo: string | null; size?: 'sm' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-20 text-xl' : 'size-9 text-sm';
  if (photo && !failed) {
    return <img src={photo} alt="" className={cn('shrink-0 rounded-full object-cover', box)} onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800', box)}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
