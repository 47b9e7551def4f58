import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, startFakeService, tempDir } from './harness.js';

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

describe('compressed delivery (a phone’s network)', () => {
  const SCRIPT = '/main.0123456789abcdef0123.js';
  beforeAll(() => {
    const code = fs.readFileSync(path.join(dist, SCRIPT.slice(1)));
    fs.writeFileSync(path.join(dist, `${SCRIPT.slice(1)}.br`), zlib.brotliCompressSync(code));
    fs.writeFileSync(path.join(dist, `${SCRIPT.slice(1)}.gz`), zlib.gzipSync(code));
    // A new build: the BFF learns the new precompressed copies without a restart.
    fs.utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 1000));
  });

  /** The bytes as they travel (supertest would decode them), with the answer's headers. */
  const fetchRaw = (url: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${bff.origin}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('serves a static asset brotli-encoded when asked, gzip otherwise, plain when neither, always with Vary', async () => {
    const br = await fetchRaw(SCRIPT, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe('console.log("päivää")');
    const gzip = await fetchRaw(SCRIPT, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe('console.log("päivää")');
    const plain = await fetchRaw(SCRIPT, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the files that name the build by ETag', async () => {
    const first = await request(bff.server).get('/remoteEntry.js').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await request(bff.server).get('/remoteEntry.js').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('compresses JSON answers over 1 KB, not small ones', async () => {
    const reservations = await startFakeService();
    const locations = Array.from({ length: 40 }, (_, id) => ({ id, name: `Rengaspalvelu ${id}`, address: 'Testikatu 1, 00100 Helsinki' }));
    reservations.answerWith((req, res) => {
      res.json(req.query.small ? [] : locations);
    });
    const withService = await startBff({ SHELL_DIST: dist, RESERVATIONS_URL: reservations.url });
    try {
      const big = await request(withService.server).get('/api/service-locations').set('Accept-Encoding', 'gzip').expect(200);
      expect(big.headers['content-encoding']).toBe('gzip');
      expect(big.body).toHaveLength(40);
      const small = await request(withService.server).get('/api/service-locations?small=1').set('Accept-Encoding', 'gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    } finally {
      await withService.close();
      await reservations.close();
    }
  });
});
