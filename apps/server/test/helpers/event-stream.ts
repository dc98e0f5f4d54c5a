import http from 'node:http';

export interface StreamEvent {
  name: string;
  data: unknown;
}

/** An event stream read over real HTTP, as a browser's EventSource reads it. */
export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every line received so far, comments and fields alike. */
  text(): string;
  /** The events received so far, in order. */
  events: StreamEvent[];
  /** Waits for the first event of that name not taken yet and answers its data. */
  next<T = unknown>(name: string, timeoutMs?: number): Promise<T>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET url on a listening server with the cookie; answers once the head has arrived. */
export function openStream(baseUrl: string, url: string, cookie?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${url}`, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } });
    request.on('error', reject);
    request.on('response', (response) => {
      let raw = '';
      let all = '';
      const events: StreamEvent[] = [];
      const taken = new Set<number>();
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => {
        endedResolve = r;
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        let end = raw.indexOf('\n\n');
        while (end >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          all += `${block}\n\n`;
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data !== undefined) events.push({ name, data: JSON.parse(data) });
          end = raw.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      response.on('end', () => {
        endedResolve();
        for (const wake of [...waiters]) wake();
      });
      response.on('close', () => endedResolve());
      const next = <T>(name: string, timeoutMs = 5000) =>
        new Promise<T>((resolveNext, rejectNext) => {
          const check = () => {
            const index = events.findIndex((e, i) => !taken.has(i) && e.name === name);
            if (index < 0) return false;
            taken.add(index);
            waiters.delete(check);
            clearTimeout(timer);
            resolveNext(events[index]?.data as T);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            rejectNext(
              new Error(`no '${name}' event within ${timeoutMs} ms; got ${events.map((e) => e.name).join(', ') || 'none'}`),
            );
          }, timeoutMs);
          if (!check()) waiters.add(check);
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => all + raw,
        events,
        next,
        ended,
        close: () => request.destroy(),
      });
    });
  });
}

/** The whole body of a short answer (an error instead of a stream). */
export async function readBody(stream: OpenStream): Promise<string> {
  await stream.ended;
  return stream.text();
}
