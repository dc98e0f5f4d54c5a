/**
 * The server sets a readable `mx_auth=1` beside the HttpOnly session cookie (it holds no secret).
 * Without it there is no session to ask about, so anonymous pages skip the current-user request.
 */
export function maybeSignedIn(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === 'mx_auth=1');
}
