import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** The logo keeps its aspect ratio inside its box: wide and tall logos both stay readable. */
const LOGO_BOX = {
  /** 128x48 on directory cards. */
  card: 'h-12 w-32',
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
  return (
    <img
      src={src}
      alt={`${companyName} logo`}
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
export function CompanyBrand({ src, companyName }: { src: string | null; companyName: string | null }) {
  const [isBroken, setBroken] = useState(false);
  if (!companyName && !src) return null;
  const name = companyName ?? 'Company';
  if (!src || isBroken) {
    return (
      <span className="inline-flex min-h-10 max-w-48 items-center rounded-md bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
        {name}
      </span>
    );
  }
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2">
      <CompanyLogo src={src} companyName={name} size="card" onError={() => setBroken(true)} />
      <span className="min-w-0 wrap-anywhere text-sm font-medium text-slate-800">{name}</span>
    </span>
  );
}
