import type { LiveEventName } from '@mx/contract';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ChannelListener, ListenHandlers } from '../../db/listen.ts';
import type { AppContext } from '../../lib/context.ts';
import { LIVE_CHANNEL, type LiveChange } from '../../lib/live-changes.ts';
import type { User } from '../auth/current-user.ts';
import { liveSessionUsers } from '../auth/sessions.ts';
import { eventsFor, type LiveEvent } from './deliver.ts';

/** One open event stream: whose session it rides on, and its connection. */
export interface LiveStream {
  userId: string;
  /** The SHA-256 of the session's token, as the sessions table keys it (never the token). */
  sessionHash: string;
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client (a reader that stopped reading). */
  backlog(): number;
  end(): void;
}

export interface LiveHubOptions {
  db: Database;
  config: Config;
  log: AppContext['log'];
  listen(channel: string, handlers: ListenHandlers): ChannelListener;
}

/** A stream whose reader has not taken this much is dropped (it reconnects and catches up). */
const MAX_BACKLOG_BYTES = 1_048_576;
/** Session checks of every stream go this many at a time. */
const CHECK_BATCH = 500;

const id = z.string().min(1).max(64);
const changeSchema: z.ZodType<LiveChange> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reply'),
    users: z.array(id),
    kind: z.enum(['message', 'cop_request']),
    itemId: id,
    replyId: id,
    from: z.enum(['mxpert', 'consumer']),
  }),
  z.object({
    type: z.literal('read'),
    users: z.array(id),
    kind: z.enum(['message', 'cop_request']),
    itemId: id,
    side: z.enum(['mxpert', 'consumer']),
  }),
  z.object({ type: z.literal('notification'), users: z.array(id) }),
  z.object({ type: z.literal('sessions'), users: z.array(id) }),
]);

export function formatEvent(event: LiveEvent | { name: LiveEventName; data: unknown }): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * This instance's event streams (docs/decisions/090). It hears every instance's changes on the
 * database's channel and, for each user with a stream here, checks their session and loads what
 * they may see, then writes it to each of their streams. It also keeps streams alive (heartbeat
 * comments), closes those whose session ended, and ends each after its maximum age so clients
 * reconnect (and spread over the instances).
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  /** Each user's changes are handled in the order they arrived. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** When each stream reaches its maximum age. */
  private readonly ages = new Map<LiveStream, NodeJS.Timeout>();
  private listener: ChannelListener | null = null;
  private streamCount = 0;

  constructor(private readonly options: LiveHubOptions) {}

  get size(): number {
    return this.streamCount;
  }

  start(): void {
    const { config, log } = this.options;
    this.listener = this.options.listen(LIVE_CHANNEL, {
      onPayload: (payload) => this.hear(payload),
      onResumed: () => this.broadcast({ name: 'resync', data: {} }),
      onError: (err) => log.warn({ err }, 'event stream feed lost; reconnecting'),
    });
    const every = (ms: number, fn: () => void) => {
      const timer = setInterval(fn, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(config.events.heartbeatMs, () => this.heartbeat());
    every(config.events.sessionCheckMs, () => void this.checkAllSessions());
  }

  /** Whether the user may open one more stream on this instance. */
  canOpen(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < this.options.config.events.perUserMax;
  }

  add(stream: LiveStream): void {
    let streams = this.byUser.get(stream.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(stream.userId, streams);
    }
    streams.add(stream);
    this.streamCount++;
    // Ends within ±10 % of the maximum age, so streams opened together do not all reconnect together.
    const maxMs = this.options.config.events.maxStreamMs;
    const age = setTimeout(() => this.close(stream), maxMs * (0.9 + Math.random() * 0.2));
    age.unref();
    this.ages.set(stream, age);
  }

  /** Ends a stream and forgets it (also called when its client has gone). */
  close(stream: LiveStream, event?: LiveEvent): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.streamCount--;
    if (streams.size === 0) this.byUser.delete(stream.userId);
    clearTimeout(this.ages.get(stream));
    this.ages.delete(stream);
    if (event) stream.write(formatEvent(event));
    stream.end();
  }

  /** Ends every stream (shutdown: clients reconnect to another instance) and stops listening. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) this.close(stream);
    await this.listener?.close();
    this.listener = null;
  }

  private hear(payload: string): void {
    let change: LiveChange;
    try {
      change = changeSchema.parse(JSON.parse(payload));
    } catch (err) {
      this.options.log.warn({ err }, 'event stream feed: a notification that is not a change');
      return;
    }
    for (const userId of change.users) {
      if (!this.byUser.has(userId)) continue;
      const previous = this.queues.get(userId) ?? Promise.resolve();
      const next = previous.then(() => this.deliver(userId, change));
      this.queues.set(userId, next);
      void next.finally(() => {
        if (this.queues.get(userId) === next) this.queues.delete(userId);
      });
    }
  }

  /** One change for one user's streams here: sessions checked first, then what they may see. */
  private async deliver(userId: string, change: LiveChange): Promise<void> {
    try {
      const live = await this.checkSessions([...(this.byUser.get(userId) ?? [])]);
      const user = live.values().next().value as User | undefined;
      if (!user) return;
      const events = await eventsFor(this.options.db, user, change);
      if (events.length === 0) return;
      const text = events.map(formatEvent).join('');
      for (const stream of this.byUser.get(userId) ?? []) if (live.has(stream.sessionHash)) this.send(stream, text);
    } catch (err) {
      // The database did not answer: the streams cannot be told what changed, so they ask again.
      this.options.log.warn({ err }, 'event stream: a change could not be delivered');
      for (const stream of [...(this.byUser.get(userId) ?? [])]) this.send(stream, formatEvent({ name: 'resync', data: {} }));
    }
  }

  /** Closes the streams whose session has ended; answers the live ones' users by session hash. */
  private async checkSessions(streams: LiveStream[]): Promise<Map<string, User>> {
    const hashes = [...new Set(streams.map((s) => s.sessionHash))];
    const live = await liveSessionUsers(this.options.db, hashes, this.options.config);
    for (const stream of streams) {
      if (!live.has(stream.sessionHash)) this.close(stream, { name: 'signed-out', data: {} });
    }
    return live;
  }

  private async checkAllSessions(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((streams) => [...streams]);
    try {
      for (let i = 0; i < all.length; i += CHECK_BATCH) await this.checkSessions(all.slice(i, i + CHECK_BATCH));
    } catch (err) {
      this.options.log.warn({ err }, 'event stream: sessions could not be checked');
    }
  }

  private heartbeat(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) this.send(stream, ':\n\n');
  }

  private broadcast(event: LiveEvent): void {
    const text = formatEvent(event);
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) this.send(stream, text);
  }

  private send(stream: LiveStream, text: string): void {
    if (stream.backlog() > MAX_BACKLOG_BYTES) {
      this.close(stream);
      return;
    }
    stream.write(text);
  }
}
