import type { ComponentType } from 'react';
import { useNamespaces } from '../../../lib/page-texts.ts';

/** An admin page shown once its texts (the `admin` namespace) are there in the page's language. */
export function withAdminTexts(Page: ComponentType): ComponentType {
  return function AdminTexts() {
    const ready = useNamespaces(['admin']);
    return ready ? <Page /> : null;
  };
}
