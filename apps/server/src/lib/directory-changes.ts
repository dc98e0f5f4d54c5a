import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { AppContext } from './context.ts';

/**
 * What every module that changes what the directory shows calls, without knowing the directory:
 * `clearDirectoryCache` empties this instance's directory answers at once, `announceDirectoryChange`
 * tells every instance when the change's transaction commits (docs/decisions/087). The directory
 * module registers what to empty (`whenDirectoryChanges`) and listens on the channel.
 */

/** The PostgreSQL channel that tells every instance the directory changed (docs/decisions/087). */
export const DIRECTORY_CHANNEL = 'directory_changed';

const clearersByApp = new WeakMap<AppContext, Set<() => void>>();

/** Registers what to empty in this app when the directory changes. */
export function whenDirectoryChanges(ctx: AppContext, clear: () => void): void {
  let clearers = clearersByApp.get(ctx);
  if (!clearers) {
    clearers = new Set();
    clearersByApp.set(ctx, clearers);
  }
  clearers.add(clear);
}

/**
 * Makes a change visible in this instance's directory at once (approval, rejection, deactivation,
 * a profile edit). The other instances hear of it through the notification the change's
 * transaction sent (announceDirectoryChange).
 */
export function clearDirectoryCache(ctx: AppContext): void {
  for (const clear of clearersByApp.get(ctx) ?? []) clear();
}

/**
 * Inside the transaction of a change to what the directory shows: when it commits, every instance
 * empties its directory answers; if it rolls back, nobody hears of it. Identical notifications of
 * one transaction reach a listener once.
 */
export async function announceDirectoryChange(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${DIRECTORY_CHANNEL}, '')`);
}
