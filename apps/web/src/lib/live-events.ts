import { EVENTS_URL, LIVE_EVENT_NAMES, type LiveEventData, type LiveEventName } from '@mx/contract/live-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ME_QUERY_KEY } from './query-client.ts';

/**
 * The signed-in user's event stream (GET /api/events, docs/decisions/090): one EventSource per
 * window, shared by every component that listens. Its status tells the polls whether they are the
 * fallback (stream down: decision 053's rates) or only a safety net (stream up).
 */

type Listener<N extends LiveEventName> = (data: LiveEventData[N]) => void;

const listeners = new Map<LiveEventName, Set<Listener<LiveEventName>>>();
const statusListeners = new Set<() => void>();
let isLive = false;
let source: EventSource | null = null;
let holders = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryMs = 0;
let signedOut = false;

/** After the browser gives up on a stream (an error answer, a proxy's 502), we try again: 2 s, doubling to a minute. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

function setLive(value: boolean) {
  if (isLive === value) return;
  isLive = value;
  for (const notify of [...statusListeners]) notify();
}

function emit<N extends LiveEventName>(name: N, data: LiveEventData[N]) {
  for (const listener of [...(listeners.get(name) ?? [])]) (listener as Listener<N>)(data);
}

function open() {
  if (typeof EventSource === 'undefined' || source || signedOut) return;
  const stream = new EventSource(EVENTS_URL);
  source = stream;
  stream.onopen = () => {
    retryMs = 0;
    setLive(true);
    // What happened while there was no stream (the first opening, a reconnection) is asked for once.
    emit('resync', {});
  };
  stream.onerror = () => {
    setLive(false);
    if (stream.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
    stream.close();
    if (source === stream) source = null;
    scheduleRetry();
  };
  for (const name of LIVE_EVENT_NAMES) {
    stream.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (name === 'signed-out') {
        signedOut = true;
        close();
      }
      emit(name, data as LiveEventData[typeof name]);
    });
  }
}

function close() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  setLive(false);
}

function scheduleRetry() {
  if (holders === 0 || retryTimer || signedOut) return;
  retryMs = Math.min(retryMs ? retryMs * 2 : RETRY_FIRST_MS, RETRY_MAX_MS);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (holders > 0) open();
  }, retryMs);
}

/**
 * Holds the stream open while the calling component (a signed-in layout) is mounted. When the
 * session ends the stream says so, and the app asks who is signed in (nobody: it shows signed out).
 */
export function useLiveEventStream(): void {
  const queryClient = useQueryClient();
  useLiveEvent('signed-out', () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }));
  useEffect(() => {
    holders++;
    signedOut = false;
    open();
    return () => {
      holders--;
      if (holders === 0) close();
    };
  }, []);
}

/** Whether the stream is open now (the polls slow down while it is). */
export function useLiveStatus(): boolean {
  return useSyncExternalStore(
    (notify) => {
      statusListeners.add(notify);
      return () => statusListeners.delete(notify);
    },
    () => isLive,
    () => false,
  );
}

/** Calls the handler with each event of that name while the calling component is mounted. */
export function useLiveEvent<N extends LiveEventName>(name: N, handler: Listener<N>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener: Listener<N> = (data) => latest.current(data);
    let set = listeners.get(name);
    if (!set) {
      set = new Set();
      listeners.set(name, set);
    }
    set.add(listener as Listener<LiveEventName>);
    return () => {
      set.delete(listener as Listener<LiveEventName>);
    };
  }, [name]);
}
