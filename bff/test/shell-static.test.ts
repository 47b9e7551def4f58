import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, tempDir } from './harness.js';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0123456789abcdef0123.js"></script></body></html>';

let dist: string;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  dist = tempDir('shell');
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'main.0123456789abcdef0123.js'), 'console.log("päivää")');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var shell;');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  bff = await startBff({ SHELL_DIST: dist });
});
afterAll(async () => {
  await bff?.close();
});

describe('the shell’s files', () => {
  it('answers every page path of the spec with index.html (200, no-cache)', async () => {
    for (const page of ['/', '/tire-change', '/track-order', '/dashboard', '/admin/']) {
      const response = await request(bff.server).get(page);
      expect(response.status, page).toBe(200);
      expect(response.text).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('answers any other page path with HTTP 404 and the same page, which shows the shell’s 404 page', async () => {
    for (const page of ['/no/such/page', '/tire-changes', '/admin/users']) {
      const response = await request(bff.server).get(page);
      expect(response.status, page).toBe(404);
      expect(response.text).toBe(INDEX);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('serves content-hashed files as immutable JavaScript in utf-8', async () => {
    const response = await request(bff.server).get('/main.0123456789abcdef0123.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.text).toBe('console.log("päivää")');
  });

  it('never lets browsers keep remoteEntry.js or mf-manifest.json', async () => {
    expect((await request(bff.server).get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await request(bff.server).get('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const response = await request(bff.server).get('/main.ffffffffffffffffffff.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });

  it('keeps /api and /health out of the page fallback', async () => {
    expect((await request(bff.server).get('/api/nothing-here')).status).toBe(404);
    expect((await request(bff.server).get('/health')).body).toEqual({ status: 'ok' });
  });

  it('says clearly that the shell is not built when its folder is missing', async () => {
    const unbuilt = await startBff({ SHELL_DIST: path.join(dist, 'does-not-exist') });
    try {
      const response = await request(unbuilt.server).get('/tire-change');
      expect(response.status).toBe(503);
      expect(response.text).toContain('shell is not built');
    } finally {
      await unbuilt.close();
    }
  });
});
