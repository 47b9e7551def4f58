import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
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

/** The file a precompressed copy stands for ("main.abc.js.br" -> "main.abc.js"). */
const uncompressedName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

function setFileHeaders(res: ServerResponse, compressedOrPlainPath: string) {
  const filePath = uncompressedName(compressedOrPlainPath);
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  if (/\.m?js$/.test(filePath)) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  else if (filePath.endsWith('.css')) res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * The build's files, each as the browser asks for it: the brotli or gzip copy written at build
 * time (webpack-config's precompression) when Accept-Encoding allows, with Vary: Accept-Encoding;
 * the plain file otherwise. express-static-gzip learns the copies when it is created, so it is
 * created again whenever the build changes (index.html is rewritten by every build): rebuilding
 * the shell needs no BFF restart.
 */
function precompressedFiles(distDir: string): RequestHandler {
  const indexFile = path.join(distDir, 'index.html');
  let current: { builtAt: number; serve: RequestHandler } | undefined;
  return async (req, res, next) => {
    const builtAt = await fs.stat(indexFile).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (!current || current.builtAt !== builtAt) {
      const options = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false as const };
      const serveStatic = { index: false as const, redirect: false, cacheControl: false, setHeaders: setFileHeaders };
      current = { builtAt, serve: expressStaticGzip(distDir, { ...options, serveStatic }) as unknown as RequestHandler };
    }
    return current.serve(req, res, next);
  };
}

/**
 * The shell's production build. Files are served precompressed when the browser allows; a page of the page routes (contracts' pages.ts) answers
 * index.html with 200, any other page path index.html with 404 (the shell's router shows its own
 * 404 page, and crawlers and monitors see the truth). A path that looks like a file
 * (has an extension) but is missing is a plain 404, so a stale chunk URL never receives HTML.
 * The folder is looked up on each request, so building the shell needs no BFF restart.
 */
export function shellStatic(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use(precompressedFiles(distDir));
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
