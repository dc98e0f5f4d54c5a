import pg from 'pg';

/**
 * Notifications of one PostgreSQL channel (LISTEN), heard by this process: what another instance (or
 * this one) sent with `pg_notify` in a transaction arrives once that transaction commits, and never
 * when it rolls back.
 */
export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /**
   * The channel is heard again after a break (not on the first connection): notifications sent
   * in between are lost, so whoever relies on them catches up.
   */
  onResumed?(): void;
  onError?(err: Error): void;
}

/** Waits between two attempts to connect: from 100 ms, doubling up to 5 seconds. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements): it
 * connects in the background, and after a lost connection connects again and calls onResumed.
 */
export function listenPostgres(url: string, channel: string, handlers: ListenHandlers): ChannelListener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const attempt = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) handlers.onError?.(err);
      if (client === attempt) client = null;
      attempt.end().catch(() => {});
      retry();
    };
    attempt.on('error', onLost);
    attempt.on('end', () => onLost());
    attempt.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    try {
      await attempt.connect();
      await attempt.query(`listen ${channel}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (closed) {
      await attempt.end().catch(() => {});
      return;
    }
    client = attempt;
    retryMs = RETRY_FIRST_MS;
    if (everConnected) handlers.onResumed?.();
    everConnected = true;
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
