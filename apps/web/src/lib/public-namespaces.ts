/**
 * The namespaces every page of the public site uses, loaded before its first render; a page with more
 * loads them itself (`useNamespaces`). The build puts them in one chunk per language (vite.config.ts).
 */
import type { Namespace } from '@mx/contract/i18n/catalogues';

export const PUBLIC_NAMESPACES = [
  'common',
  'options',
  'shell',
  'landing',
  'directory',
  'profile',
  'seo',
] as const satisfies readonly Namespace[];
