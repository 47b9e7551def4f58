#!/usr/bin/env node
'use strict';

/**
 * Serves a remote's dist/ the way a CDN would: mf-manifest.json and remoteEntry.js are never
 * cached (they name the current build), content-hashed files are immutable, JavaScript is utf-8,
 * and the shell's origin may fetch the manifest (CORS). Deep links of the standalone page get
 * standalone.html. Usage, from a remote's folder: `npm run serve` (PORT overrides the port).
 */
const path = require('node:path');
const fs = require('node:fs');
const express = require('express');

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

function createStaticApp({ dir, origins = allowedOrigins(), fallbackPage = 'standalone.html' }) {
  const app = express();
  app.disable('x-powered-by');

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

  app.use(
    express.static(dir, {
      index: false,
      fallthrough: true,
      setHeaders(res, filePath) {
        res.set('Cache-Control', cacheControl(filePath));
        if (/\.m?js$/.test(filePath)) res.set('Content-Type', 'application/javascript; charset=utf-8');
        if (filePath.endsWith('.css')) res.set('Content-Type', 'text/css; charset=utf-8');
        res.set('X-Content-Type-Options', 'nosniff');
      },
    }),
  );

  // Client-side routes of the standalone page (e.g. /tire-change) answer with that page.
  const fallback = path.join(dir, fallbackPage);
  app.get(['/', '/*splat'], (req, res, next) => {
    if (path.extname(req.path) || !req.accepts('html') || !fs.existsSync(fallback)) return next();
    res.set('Cache-Control', 'no-cache');
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
  const host = process.env.HOST; // all interfaces unless told otherwise
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json')) && !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} holds no build; run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = createStaticApp({ dir }).listen(port, host, () => {
    console.log(`serving ${dir} on http://${host ?? 'localhost'}:${port} (CORS: ${allowedOrigins().join(', ')})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

module.exports = { createStaticApp, cacheControl, allowedOrigins };
