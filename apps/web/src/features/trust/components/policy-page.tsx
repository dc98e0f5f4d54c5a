import { FileWarning } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useCounselNotice } from '../api/policy-notice.ts';

export interface PolicySection {
  title: string;
  body: ReactNode;
}

/** The mark a policy's sentence is asked for with where its link goes: `t(id, { link: LINK })`. */
export const LINK = '\u0000';

/** A sentence of a policy with its link in place of `{link}`. */
export function Linked({ text, link }: { text: string; link: ReactNode }) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, i) => (
        // The parts are fixed by the sentence: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? link : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The policy pages' texts, in the page's language: the page shows nothing until they are there. */
export function usePolicyTexts(): boolean {
  return useNamespaces(['policies']);
}

/**
 * The frame of every policy page: its title, which language's version prevails, the notice that the
 * text is a template for counsel to review before launch (outside production only: the server
 * decides), and its sections, each a heading and plain paragraphs or lists.
 */
export function PolicyPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: PolicySection[] }) {
  const t = useT();
  const showNotice = useCounselNotice();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600" data-testid="version-prevails">
        {t('policies.prevails')}
      </p>
      {showNotice ? (
        <p
          role="note"
          className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('policies.counselNotice')}</span>
        </p>
      ) : null}
      <div className="mt-6 text-slate-700">{intro}</div>
      {sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          <div className="mt-3 space-y-3 text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">{section.body}</div>
        </section>
      ))}
      <p className="mt-10 text-sm text-slate-600">{t('policies.lastUpdated')}</p>
    </article>
  );
}
