import { Download } from 'lucide-react';
import { useT } from '../../lib/i18n.tsx';

/** A link that downloads a file the server writes (the admins' CSV exports), styled as a secondary button. */
export function DownloadLink({ href, children }: { href: string; children?: string }) {
  const t = useT();
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-2 self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      <Download className="size-4" aria-hidden="true" /> {children ?? t('areas.downloadCsv')}
    </a>
  );
}
