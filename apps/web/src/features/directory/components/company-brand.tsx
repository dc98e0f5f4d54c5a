import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The logo keeps its aspect ratio inside its box: wide and tall logos both stay readable. */
const LOGO_BOX = {
  /** 128x48 on directory cards. */
  card: 'h-12 w-32',
  /** 80x32 on a directory card on a phone. */
  compact: 'h-8 w-20',
  /** 208x80 on the public profile. */
  profile: 'h-20 w-52',
} as const;

/** A company logo in its box; nothing once it fails to load (the caller shows the name instead). */
export function CompanyLogo({
  src,
  companyName,
  size,
  onError,
}: {
  src: string;
  companyName: string;
  size: keyof typeof LOGO_BOX;
  onError?: () => void;
}) {
  const t = useT();
  return (
    <img
      src={src}
      alt={t('directory.companyLogo', { company: companyName })}
      loading="lazy"
      decoding="async"
      className={cn(LOGO_BOX[size], 'shrink-0 rounded-md object-contain object-left')}
      onError={onError}
    />
  );
}

/**
 * The company logo and name; if the logo is missing or fails to load, the company name in a
 * placeholder where the logo would be.
 */
export function CompanyBrand({
  src,
  companyName,
  isCompact = false,
}: {
  src: string | null;
  companyName: string | null;
  /** The phone's card: a smaller logo and the name beside it on one line. */
  isCompact?: boolean;
}) {
  const t = useT();
  const [isBroken, setBroken] = useState(false);
  if (!companyName && !src) return null;
  const name = companyName ?? t('directory.company');
  if (!src || isBroken) {
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-md bg-slate-100 font-semibold text-slate-800',
          isCompact ? 'min-h-8 min-w-0 px-2 py-0.5 text-xs' : 'min-h-10 max-w-48 px-3 py-1 text-sm',
        )}
      >
        <span className={isCompact ? 'line-clamp-2 wrap-anywhere' : undefined}>{name}</span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex max-w-full items-center gap-2', isCompact ? 'min-w-0' : 'flex-wrap')}>
      <CompanyLogo src={src} companyName={name} size={isCompact ? 'compact' : 'card'} onError={() => setBroken(true)} />
      <span className={cn('min-w-0 wrap-anywhere font-medium text-slate-800', isCompact ? 'line-clamp-2 text-xs' : 'text-sm')}>
        {name}
      </span>
    </span>
  );
}
