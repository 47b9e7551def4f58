import type { Request } from 'express';

/**
 * The value of cookie `name` in the request (URI-decoded), or undefined. The session's cookie
 * parser runs under /api only; the OIDC callback, the session hint and the shell's pages read
 * their one cookie here.
 */
export function requestCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
