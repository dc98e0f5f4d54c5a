import { toast } from 'sonner';

/** The one toast helper: the Toaster (bottom-right, 5 visible, 4 s) lives in the app providers. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, description ? { description } : undefined);
  },
  error(title: string, description?: string) {
    toast.error(title, description ? { description } : undefined);
  },
};
