import { useState } from 'react';

/**
 * The company logo and name; if the logo is missing or fails to load, the company name in a
 * placeholder where the logo would be (spec section 2).
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
    <span className="inline-flex items-center gap-2">
      <img
        src={src}
        alt={`${name} logo`}
        className="size-10 shrink-0 rounded-md object-contain"
        onError={() => setBroken(true)}
      />
      <span className="text-sm font-medium text-slate-800">{name}</span>
    </span>
  );
}
