import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

/** Darker text than the library's rich colours, so every toast reads at 4.5:1 or more (WCAG AA). */
const READABLE_COLOURS = {
  '--success-text': '#166534',
  '--info-text': '#1d4ed8',
  '--warning-text': '#9a3412',
  '--error-text': '#b91c1c',
} as CSSProperties;

/**
 * Mounts the one Toaster (bottom-right, 5 visible, 4 s) the first time a toast is shown, so pages load
 * no toast code until they need it.
 */
export async function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(
    <Toaster position="bottom-right" visibleToasts={5} duration={4000} richColors closeButton style={READABLE_COLOURS} />,
  );
  // Let the Toaster subscribe before the first toast is published.
  await new Promise((resolve) => setTimeout(resolve, 30));
  return toast;
}
