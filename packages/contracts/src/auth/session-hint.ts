/**
 * A cookie the browser may read, set by the BFF beside the HttpOnly session cookie while a
 * session is signed in, and cleared when it is not: it holds no secret (the value is `1`), it
 * only tells the shell whether asking GET /api/auth/user can answer anything but 401. A guest's
 * pages then make no request that fails (every 401 is an error line in the browser's console),
 * while the call itself keeps the spec's contract. A forged hint only makes the page ask.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
