import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The shell's own prerender and its texts: the pages below are the ones its build writes.
import { en } from '../../shell/src/i18n/messages.en.js';
import { fi } from '../../shell/src/i18n/messages.fi.js';
import { prerenderPages } from '../../shell/src/prerender/prerender-pages.js';
import { startBff, startFakeService, tempDir } from './harness.js';
import { publishRelease } from '../src/registry/registry-store.js';
import { registryDatabase, releaseBody } from './support/registry.js';

const REPO = path.resolve(__dirname, '../..');
const { prerenderedFiles, buildFingerprint } = createRequire(import.meta.url)('../../packages/webpack-config/prerender.cjs') as {
  prerenderedFiles: (template: string, css: string, result: unknown, options: { remoteEntry: string }) => Map<string, string>;
  buildFingerprint: (pages: Map<string, string>) => string;
};

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

/**
 * The pages as the shell's build writes them (its real prerender: shell/src/prerender, and
 * webpack-config's page assembly), served as a phone gets them before any script has run.
 */
describe('prerendered pages (what a phone shows before the scripts arrive)', () => {
  const TEMPLATE =
    '<!doctype html><html lang="fi"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
    '<title>Rengaspalvelu</title><script defer="defer" src="/main.0123456789abcdef0123.js"></script>' +
    '<link href="/main.0123456789abcdef0123.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
  const CSS = ['packages/ui/src/styles.css', 'shell/src/styles/shell.css'].map((file) => fs.readFileSync(path.join(REPO, file), 'utf8')).join('\n');
  const ORIGINS = 'https://booking.example,https://cdn.example,https://shop.example,https://account.example,https://admin.example';
  let db: Awaited<ReturnType<typeof registryDatabase>>;
  /** Publishes a release of `remote` at `origin` and makes it the default, as `npm run remote -- publish` would. */
  const deploy = (remote: 'booking' | 'shop' | 'account' | 'admin', version: string, origin: string) =>
    publishRelease(
      db.pool,
      { pages: [], shared: [], sizes: {}, deploy: true, ...releaseBody(remote, version, origin) } as Parameters<typeof publishRelease>[1],
      'test',
    );

  let pages: string;
  let site: Awaited<ReturnType<typeof startBff>>;

  beforeAll(async () => {
    pages = tempDir('prerendered');
    const result = await prerenderPages(new Date('2030-05-27T07:00:00Z'));
    for (const [file, content] of prerenderedFiles(TEMPLATE, CSS, result, { remoteEntry: 'remoteEntry.js' })) {
      fs.mkdirSync(path.dirname(path.join(pages, file)), { recursive: true });
      fs.writeFileSync(path.join(pages, file), content);
    }
    fs.writeFileSync(path.join(pages, 'index.html'), TEMPLATE);
    db = await registryDatabase('shellstatic');
    await deploy('booking', '41', 'https://booking.example');
    await deploy('shop', '7', 'https://shop.example');
    await deploy('account', '2', 'https://account.example');
    await deploy('admin', '3', 'https://admin.example');
    site = await startBff({ SHELL_DIST: pages, DATABASE_URL: db.databaseUrl, REMOTE_ORIGINS: ORIGINS });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await db?.pool.end();
  });

  const heading = (html: string) => /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  it('sends / with the page itself in Finnish: its heading, title and description are in the HTML', async () => {
    const response = await request(site.server).get('/').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(heading(response.text)).toBe(fi['landing.title']);
    expect(response.text).toContain('<html lang="fi">');
    expect(response.text).toContain('<title>Etusivu | Rengaspalvelu Uusimaa</title>');
    expect(response.text).toMatch(/<meta name="description" content="Varaa renkaanvaihto verkossa[^"]+"\/>/);
    // Header and footer are there too, and the footer's hours in their loading state.
    expect(response.text).toContain(fi['nav.trackOrder']);
    expect(response.text).toContain(fi['hours.loading']);
    // The rules the page needs are inlined; the full stylesheet comes after the page.
    expect(response.text).toMatch(/<style>[^<]*\.hero__title\{[^<]*<\/style><\/head>/);
    expect(response.text.indexOf('<link href="/main.0123456789abcdef0123.css"')).toBeGreaterThan(response.text.indexOf('</main>'));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('sends / in English when the language cookie says English, and in Finnish for anything else', async () => {
    const english = await request(site.server).get('/').set('Cookie', 'sid=abc; language=en; other=1').expect(200);
    expect(heading(english.text)).toBe(en['landing.title']);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<title>Home | Uusimaa Tire Service</title>');
    expect(english.text).toContain(en['nav.trackOrder']);
    expect(english.text).not.toContain(fi['landing.title']);

    const unknown = await request(site.server).get('/').set('Cookie', 'language=sv').expect(200);
    expect(heading(unknown.text)).toBe(fi['landing.title']);
  });

  it('sends the shell’s information pages whole, and a remote’s page as its skeleton in the layout', async () => {
    expect(heading((await request(site.server).get('/about').expect(200)).text)).toBe(fi['about.title']);
    expect(heading((await request(site.server).get('/privacy-policy/').set('Cookie', 'language=en').expect(200)).text)).toBe(en['privacy.title']);
    const booking = await request(site.server).get('/tire-change').expect(200);
    expect(booking.text).toContain('data-testid="page-skeleton"');
    expect(booking.text).toContain(fi['remote.loading']);
    expect(booking.text).toContain('<title>Varaa rengaspalvelu | Rengaspalvelu Uusimaa</title>');
    expect(booking.text).toContain('class="site-header"');
  });

  it('answers an unknown path with the customer’s 404 page, in the visitor’s language, with status 404', async () => {
    const finnish = await request(site.server).get('/no/such/page').expect(404);
    expect(heading(finnish.text)).toBe(fi['notFound.title']);
    expect(finnish.text).toContain(fi['notFound.text']);
    expect(finnish.text).not.toContain('Did you forget');
    const english = await request(site.server).get('/tire-changes').set('Cookie', 'language=en').expect(404);
    expect(heading(english.text)).toBe(en['notFound.title']);
    expect(english.text).toContain('href="/tire-change"');
  });

  it('has a booking page tell the browser at once to fetch the booking remote’s manifest and entry (with its integrity), from the registry as it is now', async () => {
    const first = await request(site.server).get('/tire-change').expect(200);
    expect(first.text).toContain('<link rel="preload" as="fetch" crossorigin href="https://booking.example/v/41/mf-manifest.json"/>');
    const entryIntegrity = releaseBody('booking', '41', 'https://booking.example').files['remoteEntry.js'];
    expect(first.text).toContain(
      `<link rel="preload" as="script" crossorigin="anonymous" integrity="${entryIntegrity}" href="https://booking.example/v/41/remoteEntry.js"/>`,
    );
    // Early in the head, before the page's styles and markup.
    expect(first.text.indexOf('rel="preload"')).toBeLessThan(first.text.indexOf('<style>'));
    // The page's CSP lets the browser fetch both: its remote origins are the allow-list's.
    const csp = first.headers['content-security-policy']!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/booking\.example/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/booking\.example/);

    // A release rolled forward in the registry is what the next page load hints at (the registry is read once a second).
    await deploy('booking', '42', 'https://cdn.example');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await request(site.server).get('/track-order').set('Cookie', 'language=en').expect(200);
    expect(next.text).toContain('href="https://cdn.example/v/42/mf-manifest.json"');
    expect(next.text).toContain('href="https://cdn.example/v/42/remoteEntry.js"');
    expect(next.text).not.toContain('/v/41/');

    const shop = await request(site.server).get('/tire-shop').expect(200);
    expect(shop.text).toContain('href="https://shop.example/v/7/mf-manifest.json"');
    expect(shop.text).not.toContain('cdn.example');
  });

  it('hints at no remote on the shell’s own pages, nor on a signed-in page opened by a guest (who is sent to log in)', async () => {
    for (const page of ['/', '/about', '/no/such/page']) {
      expect((await request(site.server).get(page)).text, page).not.toContain('rel="preload"');
    }
    expect((await request(site.server).get('/dashboard').expect(200)).text).not.toContain('rel="preload"');
    const signedIn = await request(site.server).get('/dashboard').set('Cookie', 'signed_in=1').expect(200);
    expect(signedIn.text).toContain('href="https://account.example/v/2/mf-manifest.json"');
  });

  it('still sends the page, without hints, when the registry cannot be read', async () => {
    const broken = await startBff({ SHELL_DIST: pages, DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/nowhere' });
    try {
      const response = await request(broken.server).get('/tire-change').expect(200);
      expect(response.text).toContain('data-testid="page-skeleton"');
      expect(response.text).not.toContain('rel="preload"');
      expect(response.text).not.toContain('<!--remote-hints-->');
    } finally {
      await broken.close();
    }
  });

  it('serves a new build’s pages without a restart, also when a request came while the build was still writing them', async () => {
    const dist = tempDir('rebuilt');
    fs.cpSync(pages, dist, { recursive: true });
    const rebuilt = await startBff({ SHELL_DIST: dist, DATABASE_URL: db.databaseUrl, REMOTE_ORIGINS: ORIGINS });
    try {
      expect(heading((await request(rebuilt.server).get('/about')).text)).toBe(fi['about.title']);
      // The new build: its table is written first, its pages a moment later.
      const manifestFile = path.join(dist, 'prerendered', 'pages.json');
      const aboutFile = path.join(dist, 'prerendered', 'fi', 'about.html');
      const newAbout = fs.readFileSync(aboutFile, 'utf8').replace(`>${fi['about.title']}</h1>`, '>Meistä</h1>');
      const all = new Map<string, string>();
      for (const language of ['fi', 'en']) {
        for (const file of fs.readdirSync(path.join(dist, 'prerendered', language))) {
          all.set(`prerendered/${language}/${file}`, fs.readFileSync(path.join(dist, 'prerendered', language, file), 'utf8'));
        }
      }
      all.set('prerendered/fi/about.html', newAbout);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, build: buildFingerprint(all) }));
      fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 5000));
      expect(heading((await request(rebuilt.server).get('/about')).text)).toBe(fi['about.title']);
      fs.writeFileSync(aboutFile, newAbout);
      expect(heading((await request(rebuilt.server).get('/about')).text)).toBe('Meistä');
    } finally {
      await rebuilt.close();
    }
  });

  it('compresses the page for a phone’s network', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${site.origin}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject);
    });
    response.resume();
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
  });
});
