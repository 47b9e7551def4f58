import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an override link pins: one remote, to a published version or a development server, until `exp` (epoch seconds). */
export interface OverridePin {
  remote: string;
  version?: string;
  devUrl?: string;
  exp: number;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(`remote-override:${payload}`).digest('base64url');

/** `<payload>.<signature>`, base64url: the link's token and the cookie's value. */
export function signOverride(key: string, pin: OverridePin): string {
  const payload = Buffer.from(JSON.stringify(pin)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The pin of a token signed with `key` and not expired at `now`, or undefined (forged, expired, malformed). */
export function verifyOverride(key: string, token: string | undefined, now: Date): OverridePin | undefined {
  if (!token || token.length > 2000) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const pin = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OverridePin;
    return typeof pin.remote === 'string' && typeof pin.exp === 'number' && pin.exp * 1000 > now.getTime() ? pin : undefined;
  } catch {
    return undefined;
  }
}
