import { describe, expect, it } from 'vitest';
import { isPagePath, safeReturnPath } from '../src/pages.js';

describe('the page route table', () => {
  it('knows every page of the spec, with or without a trailing slash, and nothing else', () => {
    for (const page of ['/', '/tire-change', '/tire-shop', '/dashboard', '/admin/', '/payment-success']) expect(isPagePath(page), page).toBe(true);
    for (const page of ['/no-such-page', '/tire-changes', '/admin/users', '/api/login']) expect(isPagePath(page), page).toBe(false);
  });
});

describe('where a visitor goes back to after signing in', () => {
  it('is a page of this site, with its query and hash', () => {
    expect(safeReturnPath('/tire-shop')).toBe('/tire-shop');
    expect(safeReturnPath('/tire-shop#cart')).toBe('/tire-shop#cart');
    expect(safeReturnPath('/checkout?tracking_code=TIRE-ABC123')).toBe('/checkout?tracking_code=TIRE-ABC123');
  });

  it('is never another site, a script, an unknown path or the sign-in pages themselves', () => {
    for (const hostile of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/no-such-page',
      '/login',
      '/signup?x=1',
      '/tire-shop\u0000',
      `/${'a'.repeat(600)}`,
      '',
      null,
      42,
    ])
      expect(safeReturnPath(hostile), String(hostile)).toBeNull();
  });
});
