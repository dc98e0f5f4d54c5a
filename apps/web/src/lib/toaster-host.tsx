import { type CSSProperties, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

/** Darker text than the library's rich colours, so every toast reads at 4.5:1 or more (WCAG AA). */
const READABLE_COLOURS = {
  '--success-text': '#166534',
  '--info-text': '#1d4ed8',
  '--warning-text': '#9a3412',
  '--error-text': '#b91c1c',
} as CSSProperties;

/** The Toaster, and word once it is listening: React runs its effects before its parent's. */
function ToasterWithReady({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <Toaster position="bottom-right" visibleToasts={5} duration={4000} richColors closeButton style={READABLE_COLOURS} />;
}

/**
 * Mounts the one Toaster (bottom-right, 5 visible, 4 s) the first time a toast is shown, so pages load
 * no toast code until they need it.
 */
export async function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  // The first toast is published once the Toaster has subscribed, not after a guessed delay.
  await new Promise<void>((resolve) => createRoot(host).render(<ToasterWithReady onReady={resolve} />));
  return toast;
}
