import { cn } from './cn.ts';

/** Where the header's drop-downs (the account menu, the notifications) open: under their button, right-aligned. */
export const HEADER_PANEL_PLACEMENT = { align: 'end', sideOffset: 8 } as const;

/** The header's drop-downs' one look: a white card over the page, with what the panel adds. */
export function headerPanelClassName(extra: string) {
  return cn('z-50 rounded-lg border border-slate-200 bg-white shadow-lg', extra);
}
