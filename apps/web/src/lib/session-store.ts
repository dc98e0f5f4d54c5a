/** Values kept for the browser session (sessionStorage), read safely when storage is unavailable. */

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the value is a convenience, not a requirement.
  }
}

export interface ContactPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

const CONTACT_PREFILL = 'mx.contactPrefill';
const LAST_SEARCH = 'mx.lastSearch';

export const sessionStore = {
  /** Name and e-mail a guest typed into a contact form, for /create-account. */
  getContactPrefill: () => read<ContactPrefill>(CONTACT_PREFILL),
  setContactPrefill: (value: ContactPrefill) => write(CONTACT_PREFILL, value),
  /** The last directory query string (without '?'), for the profile page's back link. */
  getLastSearch: () => read<string>(LAST_SEARCH),
  setLastSearch: (query: string) => write(LAST_SEARCH, query),
};
