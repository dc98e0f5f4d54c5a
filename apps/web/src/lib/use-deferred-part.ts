import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Whether a part of the page below the fold (the profile's message form and reviews) may load its code
 * yet: once the page has loaded and the browser is idle, so that on a slow phone it shares neither the
 * network nor the processor with what the visitor sees first; at once when the page asks for it (a
 * button that jumps to the part, a link that opens it).
 */
export function useDeferredPart(isWantedAtOnce = false): { isWanted: boolean; want(): void } {
  const [isWanted, setWanted] = useState(isWantedAtOnce);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (isWanted) return;
    let isDone = false;
    // A transition renders in slices that yield to the browser, not as one long task.
    const show = () => !isDone && startTransition(() => setWanted(true));
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(show, { timeout: 2000 });
      else window.setTimeout(show, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      isDone = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [isWanted]);

  return { isWanted, want };
}
