import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { createFederatedConfig } = require('../index.cjs');
const { createStaticApp } = require('../serve-static.cjs');

/** The webpack configuration of a remote like mfe-shop's, built as NODE_ENV says. */
function remoteConfig(nodeEnv: string | undefined) {
  const before = process.env.NODE_ENV;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  try {
    const dir = path.resolve(__dirname, '../../../mfe-shop');
    return createFederatedConfig({ name: 'shop', dir, port: 3002, exposes: { './pages': './src/pages.tsx' }, standaloneEntry: './src/standalone.tsx' });
  } finally {
    process.env.NODE_ENV = before;
  }
}
const pluginNames = (config: { plugins: object[] }) => config.plugins.map((plugin) => plugin.constructor.name);

describe("a remote's build", () => {
  it('ships no standalone page and no mock service worker in production (the default)', () => {
    for (const nodeEnv of ['production', undefined]) {
      const config = remoteConfig(nodeEnv);
      expect(config.mode).toBe('production');
      expect(config.entry).toEqual({});
      expect(pluginNames(config)).not.toContain('HtmlWebpackPlugin');
      const copy = config.plugins.find((plugin: object) => plugin.constructor.name === 'CopyPublicPlugin');
      expect(copy.extraFiles.map((file: string) => path.basename(file))).toEqual(['favicon.svg']);
      expect([...copy.exclude]).toEqual(['mockServiceWorker.js']);
    }
  });

  it('keeps the standalone page with its mock service worker for the team in a development build', () => {
    const config = remoteConfig('development');
    expect(config.entry).toEqual({ standalone: './src/standalone.tsx' });
    expect(pluginNames(config)).toContain('HtmlWebpackPlugin');
    const copy = config.plugins.find((plugin: object) => plugin.constructor.name === 'CopyPublicPlugin');
    expect(copy.extraFiles.map((file: string) => path.basename(file))).toContain('mockServiceWorker.js');
  });

  it('has its development server listen on this machine only', () => {
    expect(remoteConfig('development').devServer).toEqual({ port: 3002, host: '127.0.0.1' });
  });
});

describe("a remote's static origin", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-origin-'));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"shop"}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'self.shop = {};');
  fs.writeFileSync(path.join(dist, 'logo.0123456789abcdef.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const app = createStaticApp({ dir: dist, origins: ['http://localhost:8080'] });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  afterEach(() => fs.rmSync(path.join(dist, 'standalone.html'), { force: true }));

  it('sends nosniff, a referrer policy, no framing and a CSP that allows nothing on what is not a script', async () => {
    for (const file of ['/mf-manifest.json', '/logo.0123456789abcdef.svg', '/no-such-file']) {
      const response = await request(app).get(file);
      expect(response.headers['x-content-type-options'], file).toBe('nosniff');
      expect(response.headers['referrer-policy'], file).toBe('no-referrer');
      expect(response.headers['x-frame-options'], file).toBe('DENY');
      expect(response.headers['content-security-policy'], file).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    }
  });

  it('keeps federation working: the shell may read the manifest (CORS) and embed the scripts (CORP)', async () => {
    const manifest = await request(app).get('/mf-manifest.json').set('Origin', 'http://localhost:8080').expect(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await request(app).get('/remoteEntry.js').expect(200);
    expect(entry.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(entry.headers['content-security-policy']).toBeUndefined();
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("gives a development build's standalone page a page's CSP, still unframeable", async () => {
    fs.writeFileSync(path.join(dist, 'standalone.html'), '<!doctype html><div id="root"></div>');
    const page = await request(app).get('/tire-shop').set('Accept', 'text/html').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('compressed delivery (a phone’s network)', () => {
  it('precompresses every text file of a production build as brotli and gzip, not a development build', () => {
    const compressions = (config: { plugins: object[] }) =>
      config.plugins
        .filter((plugin) => plugin.constructor.name === 'CompressionPlugin')
        .map((plugin) => (plugin as { options: { filename: string } }).options.filename);
    expect(compressions(remoteConfig('production'))).toEqual(['[path][base].gz', '[path][base].br']);
    expect(compressions(remoteConfig('development'))).toEqual([]);
  });

  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-compressed-'));
  const code = 'self.shop = { pages: "sivut" };'.repeat(50);
  for (const name of ['remoteEntry.js', 'main.0123456789abcdef.js']) {
    fs.writeFileSync(path.join(dist, name), code);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(code));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(code));
  }
  const server = createStaticApp({ dir: dist, origins: ['http://localhost:8080'] }).listen(0, '127.0.0.1');
  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The bytes as they travel (supertest would decode them). */
  const fetchRaw = (file: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
    new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get(`http://127.0.0.1:${port}${file}`, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('serves each file brotli-encoded when asked, gzip otherwise, plain when neither, with Vary and its own headers', async () => {
    for (const file of ['/remoteEntry.js', '/main.0123456789abcdef.js']) {
      const br = await fetchRaw(file, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(code);
      const gzip = await fetchRaw(file, 'gzip');
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(code);
      const plain = await fetchRaw(file, 'identity');
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.body.toString()).toBe(code);
      for (const answer of [br, gzip, plain]) {
        expect(answer.headers.vary, file).toMatch(/Accept-Encoding/i);
        expect(answer.headers['content-type'], file).toBe('application/javascript; charset=utf-8');
      }
    }
    expect((await fetchRaw('/main.0123456789abcdef.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchRaw('/remoteEntry.js', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the entry by ETag', async () => {
    const first = await fetchRaw('/remoteEntry.js', 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await fetchRaw('/remoteEntry.js', 'br', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
  });
});

describe('published releases on the remote origin', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-releases-'));
  const version = 'a1b2c3d4e5f6';
  const release = path.join(root, 'releases', version);
  fs.mkdirSync(release, { recursive: true });
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), '{"id":"booking"}');
  const entry = 'var booking = {};'.repeat(200);
  fs.writeFileSync(path.join(release, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(release, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  const app = createStaticApp({ dir: path.join(root, 'dist'), origins: ['http://localhost:8080'] });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves every file of a version for a year (manifest and entry too: a new release has a new path), brotli when asked', async () => {
    const manifest = await request(app).get(`/v/${version}/mf-manifest.json`).set('Origin', 'http://localhost:8080').expect(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const script = await request(app).get(`/v/${version}/remoteEntry.js`).set('Accept-Encoding', 'br').expect(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a release published after it started, and nothing for an unknown or malformed version', async () => {
    const later = path.join(root, 'releases', 'later');
    fs.mkdirSync(later);
    fs.writeFileSync(path.join(later, 'mf-manifest.json'), '{"id":"later"}');
    expect((await request(app).get('/v/later/mf-manifest.json').expect(200)).text).toBe('{"id":"later"}');
    await request(app).get('/v/nope/mf-manifest.json').expect(404);
    await request(app).get('/v/..%2Fdist/mf-manifest.json').expect(404);
  });
});

describe("a remote's chunk loading", () => {
  it("asks the registry for each chunk's integrity in a remote, not in the shell", () => {
    expect(pluginNames(remoteConfig('production'))).toContain('RegistryIntegrityPlugin');
    const shell = createFederatedConfig({ name: 'shell', dir: path.resolve(__dirname, '../../../shell'), port: 8080, isHost: true });
    expect(pluginNames(shell)).not.toContain('RegistryIntegrityPlugin');
  });
});
