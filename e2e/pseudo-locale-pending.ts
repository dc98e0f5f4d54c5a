/**
 * The pages (by their path in the page list, e2e/pseudo-locale.spec.ts) that still show some English in
 * Spanish: the texts of theirs that do not go through the catalogue yet. The journey fails when a page
 * not listed shows such a text, and when a listed page no longer does, so this list only shrinks.
 */
export const PSEUDO_LOCALE_PENDING: readonly string[] = [];
