import fs from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { isPagePath } from '@tire/contracts';

/** webpack's [contenthash] (hex, 16+ characters) or the hashed assets/ folder: the name changes with the content. */
const HASHED = /\.[0-9a-f]{16,}\.(js|mjs|css)$|[\\/]assets[\\/]/;
/** Files that name the current build: always revalidated, so a deployment shows at once. */
const NEVER_CACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** Paths that are never the shell's pages. */
const NOT_PAGES = /^\/(api|health)(\/|$)|^\/remotes\.json$/;

export function cacheControlFor(filePath: string) {
  const base = path.basename(filePath);
  if (NEVER_CACHED.has(base)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function setFileHeaders(res: Response, filePath: string) {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  if (/\.m?js$/.test(filePath)) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  else if (filePath.endsWith('.css')) res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * The shell's production build. Files are served as they are; a page of the page routes (contracts' pages.ts) answers
 * index.html with 200, any other page path index.html with 404 (the shell's router shows its own
 * 404 page, and crawlers and monitors see the truth). A path that looks like a file
 * (has an extension) but is missing is a plain 404, so a stale chunk URL never receives HTML.
 * The folder is looked up on each request, so building the shell needs no BFF restart.
 */
export function shellStatic(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use(express.static(distDir, { index: false, redirect: false, cacheControl: false, setHeaders: setFileHeaders }));
  router.get('/{*splat}', async (req, res, next) => {
    if (NOT_PAGES.test(req.path)) return next();
    if (path.extname(req.path)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    try {
      await fs.access(indexFile);
    } catch {
      res
        .status(503)
        .type('text/plain')
        .setHeader('Cache-Control', 'no-store')
        .send(`The shell is not built yet (no ${indexFile}). Run \`npm run build -w shell\`, or set SHELL_DIST.`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!isPagePath(req.path)) res.status(404);
    res.sendFile(indexFile, { cacheControl: false, headers: { 'X-Content-Type-Options': 'nosniff' } });
  });
  return router;
}
