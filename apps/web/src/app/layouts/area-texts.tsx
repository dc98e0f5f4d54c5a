import type { Namespace } from '@mx/contract/i18n/catalogues';
import type { ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';

/**
 * A signed-in area's layout, rendered once its texts are loaded in the page's language, a spinner until
 * then: its navigation and messages are never translated before their namespace is there (which would
 * show the ids and warn in the console).
 */
export function withAreaTexts<Props extends object>(
  namespaces: readonly Namespace[],
  Layout: ComponentType<Props>,
): ComponentType<Props> {
  return function AreaTexts(props: Props) {
    const ready = useNamespaces(namespaces);
    return ready ? <Layout {...props} /> : <Spinner />;
  };
}
