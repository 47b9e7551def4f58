#!/usr/bin/env node
'use strict';

/**
 * Serves a remote's dist/ the way a CDN would: mf-manifest.json and remoteEntry.js are never
 * cached (they name the current build), content-hashed files are immutable, JavaScript is utf-8,
 * and the shell's origin may fetch the manifest (CORS). Every answer carries security headers
 * (securityHeaders below). Deep links of the standalone page (development builds) get
 * standalone.html. Usage, from a remote's folder: `npm run serve` (PORT overrides the port; it
 * listens on 127.0.0.1 unless HOST says otherwise, as a container does).
 */
const path = require('node:path');
const fs = require('node:fs');
const express = require('express');
const expressStaticGzip = require('express-static-gzip');

const DEFAULT_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];
const HASHED = /\.[0-9a-f]{16,}\.(js|css|mjs)$|[\\/]assets[\\/]/;
const NEVER_CACHED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html', 'standalone.html', 'remotes.json']);

/** ALLOWED_ORIGINS: comma-separated origins, or `*` for any (the files are public). */
function allowedOrigins(env = process.env) {
  const raw = env.ALLOWED_ORIGINS;
  if (!raw) return DEFAULT_ORIGINS;
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

function cacheControl(filePath) {
  const base = path.basename(filePath);
  if (NEVER_CACHED.has(base)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Nothing on this origin is a page to frame or a document to run: JSON, CSS, images and errors
 * get a CSP that allows nothing (an SVG or a JSON opened directly runs no script), and no one
 * may frame it. JavaScript gets none: a CSP on a script response would bind a worker script
 * (msw's, in development) and means nothing to a <script> of the shell.
 */
const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** The standalone page of a development build: its own scripts, styles and msw's worker. */
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Headers of every answer. The shell loads a remote's scripts, styles and manifest from another
 * origin: CORS (below) lets it read the manifest and CORP cross-origin lets it embed the files
 * even under a Cross-Origin-Embedder-Policy.
 */
function securityHeaders(_req, res, next) {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Content-Security-Policy': NOTHING_CSP,
  });
  next();
}

/** The CSP of a file: none for JavaScript, the page's for HTML, nothing allowed otherwise. */
function setContentSecurityPolicy(res, filePath) {
  if (/\.m?js$/.test(filePath)) res.removeHeader('Content-Security-Policy');
  else if (filePath.endsWith('.html')) res.set('Content-Security-Policy', PAGE_CSP);
}

/** Headers of a file, named by its plain name when the precompressed copy ("x.js.br") is sent. */
function setFileHeaders(res, servedPath) {
  const filePath = servedPath.replace(/\.(br|gz)$/, '');
  res.set('Cache-Control', cacheControl(filePath));
  if (/\.m?js$/.test(filePath)) res.set('Content-Type', 'application/javascript; charset=utf-8');
  if (filePath.endsWith('.css')) res.set('Content-Type', 'text/css; charset=utf-8');
  setContentSecurityPolicy(res, filePath);
}

/** A published version's folder name (scripts/lib/remote-releases.mjs): letters, digits, dots, dashes. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

/**
 * /v/<version>/…: the remote's published releases (<remote>/releases/<version>/, copied there by
 * `npm run remote -- publish`), each immutable, so every file of it is cached for a year, the
 * manifest and entry included (a new release has a new path). Each version's folder gets its own
 * precompressed-file server the first time it is asked for: a release published while this
 * origin runs is served without a restart.
 */
function releasesRouter(releasesDir) {
  const router = express.Router();
  const servers = new Map();
  const immutable = (res, servedPath) => {
    setFileHeaders(res, servedPath);
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
  };
  router.use('/v/:version', (req, res, next) => {
    const { version } = req.params;
    const folder = path.join(releasesDir, version);
    if (!VERSION.test(version) || !fs.existsSync(path.join(folder, 'mf-manifest.json'))) return res.status(404).type('text/plain').send('Not Found');
    let serve = servers.get(version);
    if (!serve) {
      serve = expressStaticGzip(folder, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { index: false, fallthrough: false, setHeaders: immutable },
      });
      servers.set(version, serve);
    }
    serve(req, res, next);
  });
  return router;
}

function createStaticApp({ dir, releasesDir = path.join(dir, '..', 'releases'), origins = allowedOrigins(), fallbackPage = 'standalone.html', before }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  // Routes of its own before the files (dev.cjs: the reload events).
  if (before) {
    const router = express.Router();
    before(router);
    app.use(router);
  }

  app.get('/health', (_req, res) => res.json({ status: 'ok' }));

  app.use((req, res, next) => {
    const origin = req.get('origin');
    if (origin && (origins.includes('*') || origins.includes(origin))) {
      res.set('Access-Control-Allow-Origin', origins.includes('*') ? '*' : origin);
      res.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    res.vary('Origin');
    if (req.method === 'OPTIONS') return res.sendStatus(204);
    next();
  });

  app.use(releasesRouter(releasesDir));

  // The build's .br and .gz copies (webpack-config's precompression) for browsers that accept
  // them, with Vary: Accept-Encoding; the plain file otherwise. The folder is read once: an
  // origin serves one immutable build.
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, fallthrough: true, setHeaders: setFileHeaders },
    }),
  );

  // Client-side routes of the standalone page (e.g. /tire-change) answer with that page.
  const fallback = path.join(dir, fallbackPage);
  app.get(['/', '/*splat'], (req, res, next) => {
    if (path.extname(req.path) || !req.accepts('html') || !fs.existsSync(fallback)) return next();
    res.set('Cache-Control', 'no-cache');
    setContentSecurityPolicy(res, fallback);
    res.sendFile(fallback);
  });

  app.use((_req, res) => res.status(404).type('text/plain').send('Not Found'));
  return app;
}

function portFromConfig(cwd) {
  try {
    return require(path.join(cwd, 'webpack.config.cjs')).devServer?.port;
  } catch {
    return undefined;
  }
}

if (require.main === module) {
  const cwd = process.cwd();
  const dir = path.resolve(cwd, process.env.DIST_DIR ?? 'dist');
  const port = Number(process.env.PORT ?? portFromConfig(cwd) ?? 3000);
  // This machine only unless told otherwise (a container sets HOST=0.0.0.0).
  const host = process.env.HOST || '127.0.0.1';
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json')) && !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} holds no build; run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = createStaticApp({ dir }).listen(port, host, () => {
    console.log(`serving ${dir} on http://${host}:${port} (CORS: ${allowedOrigins().join(', ')})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

module.exports = { createStaticApp, cacheControl, allowedOrigins, securityHeaders };
