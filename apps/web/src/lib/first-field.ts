/** A form's first field a visitor types in: not a hidden input, not the honeypot kept out of the tab order. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/** Focuses the first field inside a container, without scrolling (the caller has scrolled it into view). */
export function focusFirstField(container: ParentNode | null | undefined): void {
  container?.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
}
