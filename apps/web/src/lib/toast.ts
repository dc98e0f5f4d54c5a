import type { toast } from 'sonner';

let toaster: Promise<typeof toast> | undefined;

function show(kind: 'success' | 'error', title: string, description?: string): void {
  toaster ??= import('./toaster-host.tsx').then((m) => m.mountToaster());
  void toaster.then((t) => t[kind](title, description ? { description } : undefined));
}

/** The one toast helper: toasts appear bottom-right, at most 5 at once, each for 4 seconds. */
export const notify = {
  success(title: string, description?: string) {
    show('success', title, description);
  },
  error(title: string, description?: string) {
    show('error', title, description);
  },
};
