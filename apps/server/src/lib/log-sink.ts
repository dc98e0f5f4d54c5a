import fs from 'node:fs';

/**
 * Where the server's log lines go (stdout). Writes are asynchronous and never retried in a loop: a
 * reader that has gone away (EPIPE) or a broken descriptor turns the sink off, a reader that stops
 * reading makes lines beyond a bounded queue be dropped, and nothing ever blocks the event loop, so
 * the process keeps serving and a shutdown always ends.
 */
export interface LogSink {
  write(line: string): void;
  /** Waits until the queue is written, at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
  /** Lines dropped (sink broken or queue full). */
  readonly dropped: number;
  readonly broken: boolean;
}

const RETRY_MS = 20;

export function createLogSink(fd = 1, maxQueuedBytes = 4 * 1024 * 1024): LogSink {
  let queue: Buffer[] = [];
  let queuedBytes = 0;
  let writing = false;
  let broken = false;
  let dropped = 0;
  let idle: (() => void)[] = [];

  const settle = () => {
    if (writing || queue.length > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  const stop = () => {
    broken = true;
    dropped += queue.length;
    queue = [];
    queuedBytes = 0;
    writing = false;
    settle();
  };

  const pump = () => {
    if (writing || broken || queue.length === 0) return settle();
    const chunk = queue.length === 1 ? (queue[0] as Buffer) : Buffer.concat(queue);
    queue = [];
    writing = true;
    fs.write(fd, chunk, 0, chunk.length, null, (err, written) => {
      writing = false;
      if (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
          queue.unshift(chunk);
          setTimeout(pump, RETRY_MS).unref();
          return;
        }
        return stop();
      }
      queuedBytes -= written;
      if (written < chunk.length) queue.unshift(chunk.subarray(written));
      pump();
    });
  };

  return {
    write(line) {
      if (broken) {
        dropped++;
        return;
      }
      const bytes = Buffer.from(line);
      if (queuedBytes + bytes.length > maxQueuedBytes) {
        dropped++;
        return;
      }
      queue.push(bytes);
      queuedBytes += bytes.length;
      pump();
    },
    flush(timeoutMs) {
      if (!writing && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        idle.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    get dropped() {
      return dropped;
    },
    get broken() {
      return broken;
    },
  };
}
