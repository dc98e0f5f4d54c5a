import { COUNSEL_NOTICE } from '@mx/contract/trust-texts';
import { FileWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCounselNotice } from '../api/policy-notice.ts';

export interface PolicySection {
  title: string;
  body: ReactNode;
}

/**
 * The frame of every policy page: its title, the notice that the text is a template for counsel to
 * review before launch (outside production only: the server decides), and its sections, each a
 * heading and plain paragraphs or lists.
 */
export function PolicyPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: PolicySection[] }) {
  const showNotice = useCounselNotice();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {showNotice ? (
        <p
          role="note"
          className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{COUNSEL_NOTICE}</span>
        </p>
      ) : null}
      <div className="mt-6 text-slate-700">{intro}</div>
      {sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          <div className="mt-3 space-y-3 text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">{section.body}</div>
        </section>
      ))}
      <p className="mt-10 text-sm text-slate-600">Last updated: November 2026.</p>
    </article>
  );
}
