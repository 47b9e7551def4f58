import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isPagePath, type DiscoveredRemote, type DiscoveryDocument, type RemoteName } from '@tire/contracts';
import { requestCookie } from '../middleware/request-cookie.js';

/** webpack's [contenthash] (hex, 16+ characters) or the hashed assets/ folder: the name changes with the content. */
const HASHED = /\.[0-9a-f]{16,}\.(js|mjs|css)$|[\\/]assets[\\/]/;
/** Files that name the current build: always revalidated, so a deployment shows at once. */
const NEVER_CACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** Paths that are never the shell's pages. */
const NOT_PAGES = /^\/(api|health|registry|remotes)(\/|$)|^\/remotes\.json$/;

function cacheControlFor(filePath: string) {
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

/** dist/prerendered/pages.json, as the shell's build writes it (@tire/webpack-config's prerender.cjs). */
interface PrerenderManifest {
  /** The fingerprint of the build's pages (buildFingerprint in prerender.cjs). */
  build: string;
  languages: string[];
  defaultLanguage: string;
  /** The cookie naming the visitor's language (the shell's language toggle sets it). */
  languageCookie: string;
  /** The cookie saying the browser holds a signed-in session. */
  sessionHintCookie?: string;
  /** Where in a page the preload hints of its remote go. */
  hintsMarker: string;
  /** A remote's entry script, beside its mf-manifest.json. */
  remoteEntry: string;
  /** The page every unknown path answers with (404). */
  notFound?: string;
  pages: Record<string, { file: string; remote?: string; signedInOnly?: boolean }>;
}

/** The prerendered pages of one build: the table and every page's HTML per language, in memory. */
interface PrerenderedPages {
  manifest: PrerenderManifest;
  html: Map<string, string>;
  /** Whether the pages read are the ones the table was written with (not read halfway through a new build's writing). */
  complete: boolean;
}

const PRERENDERED_DIR = 'prerendered';

/** The fingerprint of pages (language/file -> HTML), computed as the build computes it (prerender.cjs: buildFingerprint). */
function buildFingerprint(html: Map<string, string>): string {
  const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
  const lines = [...html].map(([file, text]) => `${PRERENDERED_DIR}/${file} ${sha256(text)}`).sort();
  return sha256(lines.join('\n')).slice(0, 20);
}

/**
 * The prerendered pages of the current build, read again when the build changes (the table's
 * modification time), so rebuilding the shell needs no BFF restart. Pages read while a build was
 * still writing them (their fingerprint is not the table's) are used for that request only and read
 * again on the next. Undefined when the build has none (then index.html answers, as before
 * prerendering).
 */
function prerenderedPages(distDir: string): () => Promise<PrerenderedPages | undefined> {
  const manifestFile = path.join(distDir, PRERENDERED_DIR, 'pages.json');
  let current: { builtAt: number; pages: Promise<PrerenderedPages | undefined> } | undefined;

  async function load(): Promise<PrerenderedPages | undefined> {
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as PrerenderManifest;
    const files = new Set([...Object.values(manifest.pages).map((page) => page.file), ...(manifest.notFound ? [manifest.notFound] : [])]);
    const html = new Map<string, string>();
    for (const language of manifest.languages) {
      for (const file of files) {
        const text = await fs.readFile(path.join(distDir, PRERENDERED_DIR, language, file), 'utf8').catch(() => undefined);
        if (text !== undefined) html.set(`${language}/${file}`, text);
      }
    }
    return { manifest, html, complete: buildFingerprint(html) === manifest.build };
  }

  return async () => {
    const builtAt = await fs.stat(manifestFile).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (builtAt === 0) return undefined;
    if (!current || current.builtAt !== builtAt) {
      const pages = load().catch(() => undefined);
      current = { builtAt, pages };
      void pages.then((loaded) => {
        if (!loaded?.complete && current?.pages === pages) current = undefined;
      });
    }
    return current.pages;
  };
}

/** The visitor's language: the language cookie when it names one of the languages, else the default (Finnish). */
function languageOf(req: Request, manifest: PrerenderManifest): string {
  const chosen = requestCookie(req, manifest.languageCookie);
  return chosen && manifest.languages.includes(chosen) ? chosen : manifest.defaultLanguage;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the browser should start fetching for `remote`'s page while it reads the HTML: the remote's
 * mf-manifest.json (fetched by the federation runtime with fetch() in CORS mode, so a CORS
 * preload) and its remoteEntry.js, with the integrity and crossorigin the shell's integrity plugin
 * will give its script (a preload that differs would be fetched twice). The version is the one
 * this browser gets from /remotes.json (canary, override), read now. Nothing when the registry
 * cannot be read or does not name the remote (the shell then shows its fallback).
 */
async function remoteHints(remote: string, discoveryOf: DiscoveryOf, req: Request, res: Response, remoteEntry: string): Promise<string> {
  let found: DiscoveredRemote | undefined;
  try {
    found = (await discoveryOf(req, res)).microFrontends[remote as RemoteName]?.[0];
  } catch {
    return '';
  }
  if (!found || !/^https?:\/\//.test(found.url)) return '';
  const script = new URL(remoteEntry, found.url).href;
  const integrity = found.metadata.files[script];
  return (
    `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(found.url)}"/>` +
    `<link rel="preload" as="script" crossorigin="anonymous"${integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''} href="${escapeAttribute(script)}"/>`
  );
}

type DiscoveryOf = (req: Request, res: Response) => Promise<DiscoveryDocument>;

/** Whether a remote's release, as this browser gets it, declares the path as one of its pages. */
async function declaredByRegistry(req: Request, res: Response, discoveryOf: DiscoveryOf | undefined): Promise<boolean> {
  if (!discoveryOf) return false;
  const path = req.path.replace(/\/+$/, '') || '/';
  try {
    const { microFrontends } = await discoveryOf(req, res);
    return Object.values(microFrontends).some((versions) => versions?.[0]?.metadata.pages.some((page) => page.path === path));
  } catch {
    return false;
  }
}

export interface ShellStaticOptions {
  /** What /remotes.json answers this browser: where a remote page's hints point. */
  discoveryOf?: DiscoveryOf;
}

/**
 * The shell's production build. Files are served precompressed when the browser allows. A page
 * answers with its HTML prerendered at build time (dist/prerendered/<language>/, see
 * prerender.cjs in @tire/webpack-config), in the language its `language` cookie names (Finnish by
 * default; Vary: Cookie), so it paints before any script runs; a remote's page also tells the
 * browser to fetch that remote's manifest and entry at once. A page of the page routes
 * (contracts' pages.ts) answers 200, any other page path the 404 page with 404 (crawlers and
 * monitors see the truth). Without prerendered pages (an older build) index.html answers the same
 * way. A path that looks like a file (has an extension) but is missing is a plain 404, so a stale
 * chunk URL never receives HTML. The folder is looked up on each request, so building the shell
 * needs no BFF restart. The HTML is compressed by the app's compression middleware.
 */
export function shellStatic(distDir: string, options: ShellStaticOptions = {}): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  const prerendered = prerenderedPages(distDir);
  router.use(precompressedFiles(distDir));
  router.get('/{*splat}', async (req, res, next) => {
    if (NOT_PAGES.test(req.path)) return next();
    if (path.extname(req.path)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    // A page the spec's table does not have may be one a remote's release declares (the registry's pages):
    // it answers 200 with the shell, which routes it; anything else is the 404 page.
    const isPage = isPagePath(req.path) || (await declaredByRegistry(req, res, options.discoveryOf));
    const pages = await prerendered();
    if (pages) {
      const { manifest } = pages;
      const page = isPage ? manifest.pages[req.path.replace(/\/+$/, '') || '/'] : undefined;
      const file = isPage ? page?.file : manifest.notFound;
      const language = languageOf(req, manifest);
      let html = file ? pages.html.get(`${language}/${file}`) : undefined;
      if (html !== undefined) {
        // A guest on a signed-in page is sent to log in: its remote would be fetched for nothing.
        const signedIn = manifest.sessionHintCookie ? requestCookie(req, manifest.sessionHintCookie) !== undefined : true;
        const wantsHints = page?.remote && options.discoveryOf && (!page.signedInOnly || signedIn);
        const hints = wantsHints ? await remoteHints(page.remote!, options.discoveryOf!, req, res, manifest.remoteEntry) : '';
        html = html.replace(manifest.hintsMarker, hints);
        res.status(isPage ? 200 : 404);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // The language comes from the cookie, and so may the hints: a cache keeps one answer per cookie.
        res.vary('Cookie');
        res.send(html);
        return;
      }
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
    if (!isPage) res.status(404);
    res.sendFile(indexFile, { cacheControl: false, headers: { 'X-Content-Type-Options': 'nosniff' } });
  });
  return router;
}
