import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@tire/contracts';
import { CookieJar } from './support/cookie-jar.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { sessionBffForFile } from './support/session-bff-for-file.js';
import { answeredCodeCheck, signInWithCode } from './support/sign-in.js';
import { accountUser } from './support/users.js';

const user = accountUser({ id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0042', email: 'hint@example.fi', firstName: 'Hilkka', lastName: 'Vihje' });

const accounts = fakeServiceForFile();
const bff = sessionBffForFile('hint', () => ({ ACCOUNTS_URL: accounts.url }));
beforeEach(() => {
  // The accounts service: the code 123456 is right; /api/* and the user lookups answer this user.
  accounts.answerWith((req, res) => {
    if (!answeredCodeCheck(req, res, user)) res.json(user);
  });
});

const hintLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_HINT_COOKIE}=`));

const signIn = (jar = new CookieJar()) => signInWithCode(bff.origin, user.email, { jar });

describe('the session hint cookie (the shell asks /api/auth/user only with it)', () => {
  it('is not given to a guest, whose /api/auth/user still answers 401 as the spec says', async () => {
    const jar = new CookieJar();
    const locations = await jar.fetch(`${bff.origin}/api/auth/sign-in-options`);
    expect(hintLine(locations)).toBeUndefined();
    const current = await jar.fetch(`${bff.origin}/api/auth/user`);
    expect(current.status).toBe(401);
    expect(hintLine(current)).toBeUndefined();
  });

  it('is set, readable by the page, when a code signs in; and cleared at logout', async () => {
    const { jar, response } = await signIn();
    const line = hintLine(response);
    expect(line).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=\d+/);
    expect(jar.get(SESSION_HINT_COOKIE)).toBe('1');
    // The session cookie comes first (a client reading only the first Set-Cookie gets the session).
    expect(response.headers.getSetCookie()[0]).toMatch(/^sid=/);
    // Nothing to say again while the hint is there.
    const current = await jar.fetch(`${bff.origin}/api/auth/user`);
    expect(current.status).toBe(200);
    expect(hintLine(current)).toBeUndefined();

    const out = await jar.fetch(`${bff.origin}/api/logout`);
    expect(out.status).toBe(302);
    expect(jar.has(SESSION_HINT_COOKIE)).toBe(false);
    expect(jar.has('sid')).toBe(false);
  });

  it('is cleared by the 401 of a session that ended meanwhile, so the next page does not ask again', async () => {
    const { jar } = await signIn();
    await bff.redis.del(...(await bff.redis.keys(`${bff.sessionPrefix}*`)));
    const current = await jar.fetch(`${bff.origin}/api/auth/user`);
    expect(current.status).toBe(401);
    expect(jar.has(SESSION_HINT_COOKIE)).toBe(false);
  });

  it('is given back to a signed-in browser that lost it (or signed in before the hint existed) on its next call', async () => {
    const { jar } = await signIn();
    const withoutHint = new CookieJar();
    withoutHint.store(new Response(null, { headers: { 'set-cookie': `sid=${jar.get('sid')}; Path=/` } }));
    const any = await withoutHint.fetch(`${bff.origin}/api/auth/sign-in-options`);
    expect(hintLine(any)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
  });
});
