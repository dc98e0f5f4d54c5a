import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

/**
 * Mounts the one Toaster (bottom-right, 5 visible, 4 s) the first time a toast is shown, so pages load
 * no toast code until they need it.
 */
export async function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(<Toaster position="bottom-right" visibleToasts={5} duration={4000} richColors closeButton />);
  // Let the Toaster subscribe before the first toast is published.
  await new Promise((resolve) => setTimeout(resolve, 30));
  return toast;
}
