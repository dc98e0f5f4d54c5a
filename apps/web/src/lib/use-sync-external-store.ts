/** React 18 and later have the hook: the shim a library imports for older versions is not shipped (vite.config.ts). */
export { useSyncExternalStore } from 'react';
