import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChannelListener } from '../../db/listen.ts';
import type { AppContext } from '../../lib/context.ts';
import { clearDirectoryCache, DIRECTORY_CHANNEL } from '../../lib/directory-changes.ts';

/**
 * The app listens for directory changes from every instance (its own included) once ready, and
 * stops when it closes. After the listening connection was lost and found again, the answers are
 * emptied too: a change may have been missed meanwhile. On the embedded database, which serves one
 * instance, it hears only its own.
 */
export function followDirectoryChanges(app: FastifyInstance, ctx: AppContext, database: DatabaseHandle): void {
  let listener: ChannelListener | undefined;
  app.addHook('onReady', async () => {
    listener = database.listen(DIRECTORY_CHANNEL, {
      onPayload: () => clearDirectoryCache(ctx),
      onResumed: () => clearDirectoryCache(ctx),
      onError: (err) => ctx.log.warn({ err: err.message }, 'directory changes: listening connection lost; retrying'),
    });
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
}
