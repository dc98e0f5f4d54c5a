import type { PublicPartner } from '@mx/contract';
import { useT } from '../../../lib/i18n.tsx';
import { usePublicPartners } from '../api/partners.ts';

/** One partner: its logo, named, linked to its website when it has one. */
function PartnerLogo({ partner, decorative = false }: { partner: PublicPartner; decorative?: boolean }) {
  const logo = (
    <img
      src={partner.logo}
      alt={decorative ? '' : partner.name}
      className="h-10 w-auto max-w-56 object-contain"
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <li className="flex h-12 shrink-0 items-center px-6">
      {partner.website && !decorative ? (
        <a href={partner.website} target="_blank" rel="noopener noreferrer" className="rounded focus-visible:outline-2">
          {logo}
        </a>
      ) : (
        logo
      )}
    </li>
  );
}

/**
 * The partner lenders an admin manages, in a slowly scrolling strip (still when motion is reduced);
 * nothing at all, not even the heading, while there are none.
 */
export function PartnerStrip() {
  const partners = usePublicPartners();
  const t = useT();
  if (!partners?.length) return null;
  return (
    <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-white py-8">
      <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
        {t('landing.partnersTitle')}
      </h2>
      <div className="mt-4 overflow-hidden">
        <div className="flex w-max animate-marquee">
          <ul className="flex" aria-label={t('landing.partnersList')}>
            {partners.map((p) => (
              <PartnerLogo key={p.id} partner={p} />
            ))}
          </ul>
          <ul className="flex" aria-hidden="true">
            {partners.map((p) => (
              <PartnerLogo key={p.id} partner={p} decorative />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
