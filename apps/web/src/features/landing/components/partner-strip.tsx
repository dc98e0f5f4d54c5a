/** Lenders our professionals work with, in a slowly scrolling strip (still when motion is reduced). */
const PARTNERS = [
  'Harbor Home Loans',
  'Summit Lending',
  'Prairie Mortgage Co.',
  'BlueRidge Bank',
  'Coastal Credit Union',
  'Keystone Mortgage',
  'Pinecrest Financial',
  'Evergreen Lending',
];

function PartnerLogo({ name }: { name: string }) {
  return (
    <li className="flex h-12 shrink-0 items-center gap-2 rounded-lg px-5 text-lg font-semibold text-slate-600">
      <svg viewBox="0 0 24 24" className="size-6 text-slate-500" aria-hidden="true">
        <path d="M3 10 12 3l9 7v11H3z" fill="currentColor" />
      </svg>
      {name}
    </li>
  );
}

export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-white py-8">
      <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
        Working with lenders nationwide
      </h2>
      <div className="mt-4 overflow-hidden">
        <div className="flex w-max animate-marquee">
          <ul className="flex" aria-label="Partner lenders">
            {PARTNERS.map((p) => (
              <PartnerLogo key={p} name={p} />
            ))}
          </ul>
          <ul className="flex" aria-hidden="true">
            {PARTNERS.map((p) => (
              <PartnerLogo key={p} name={p} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
