/**
 * A child process that logs as the server does (pino with the server's settings, into the stdout
 * sink) a burst of lines, then ends as the server's shutdown does. Used with a stdout that closes
 * early or is never read.
 */
import { pino } from 'pino';
import { createLogSink } from '../../src/lib/log-sink.ts';
import { loggerOptions } from '../../src/lib/logger.ts';

const sink = createLogSink(1, 256 * 1024);
// Fastify hands its `stream` option to pino as the destination, as here.
const { stream: _stream, ...options } = loggerOptions('info', sink) as { stream?: unknown };
const log = pino(options, sink);
const lines = Number(process.argv[2] ?? 2000);

setTimeout(async () => {
  for (let i = 0; i < lines; i++) log.info({ i, pad: 'x'.repeat(200) }, 'a line of the burst');
  process.stderr.write(`burst written; dropped ${sink.dropped}\n`);
  await sink.flush(500);
  process.exit(0);
}, 300);
