/**
 * The path a request line names, the way the router and a browser read it: the absolute form
 * (`http://host/path`) reduced to its path, percent-encoding decoded, backslashes and repeated
 * slashes read as one slash, `.` and `..` segments resolved, and lower case (for comparing only).
 * `/%61pi//x/../Auth` and `http://localhost/api/auth` both read `/api/auth`.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (absolute) path = path.slice(absolute[0].length);
  const decoded = path.replace(/(?:%[0-9a-f]{2})+/gi, (encoded) => {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  });
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.toLowerCase());
  }
  return `/${segments.join('/')}`;
}

/** Whether a request line names the API (`/api` or anything below it), however it is spelled. */
export function isApiPath(url: string): boolean {
  const path = normalisedPath(url);
  return path === '/api' || path.startsWith('/api/');
}
