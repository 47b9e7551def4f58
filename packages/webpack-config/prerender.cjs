'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { criticalCss } = require('./critical-css.cjs');

/** Where the prerendered pages go in the build: prerendered/<language>/<file>, and the table of them. */
const PRERENDERED_DIR = 'prerendered';
const MANIFEST = `${PRERENDERED_DIR}/pages.json`;
/**
 * Where the server puts what it decides per request (the preload hints of the page's remote,
 * whose origin the registry says only then): early in the head, so the browser starts those
 * downloads while it still reads the page.
 */
const HINTS_MARKER = '<!--remote-hints-->';

const escapeText = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');

/**
 * One prerendered page: the build's index.html (its scripts, deferred, stay in the head) with the
 * page's language, title and description, the markup of the page in #root, the stylesheet rules
 * that markup needs inlined in the head and the full stylesheet linked at the end of the body
 * (so it does not hold up the first paint), and the marker for the server's hints.
 *
 * @param {string} template index.html as HtmlWebpackPlugin wrote it
 * @param {{ lang: string, title: string, description: string, markup: string, rootAttributes?: Record<string,string> }} page
 * @param {string} css the full stylesheet the template links
 */
function pageHtml(template, page, css) {
  const stylesheets = template.match(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g) ?? [];
  let html = template;
  for (const link of stylesheets) html = html.replace(link, '');
  const critical = criticalCss(css, page.markup).replace(/<\/(style)/gi, '<\\/$1');
  const attributes = Object.entries(page.rootAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

  const replaceOnce = (pattern, replacement, what) => {
    if (!pattern.test(html)) throw new Error(`prerender: the template has no ${what}`);
    html = html.replace(pattern, replacement);
  };
  replaceOnce(/<html\b[^>]*>/, `<html lang="${escapeAttribute(page.lang)}">`, '<html>');
  replaceOnce(/<meta name="?viewport"?[^>]*>/, (meta) => `${meta}${HINTS_MARKER}`, 'viewport meta');
  replaceOnce(
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${escapeText(page.title)}</title><meta name="description" content="${escapeAttribute(page.description)}"/>`,
    '<title>',
  );
  replaceOnce(/<\/head>/, () => `<style>${critical}</style></head>`, '</head>');
  replaceOnce(/<div id="?root"?\s*><\/div>/, () => `<div id="root"${attributes}>${page.markup}</div>`, 'empty #root');
  replaceOnce(/<\/body>/, () => `${stylesheets.join('')}</body>`, '</body>');
  return html;
}

/**
 * The files of the prerendered pages (path in the build -> content): each page in each language,
 * and the table the server reads (which file answers which path, which remote owns it, how the
 * language is chosen, where the hints go).
 *
 * @param {string} template index.html as HtmlWebpackPlugin wrote it
 * @param {string} css the full stylesheet the template links
 * @param {{ languages: string[], defaultLanguage: string, languageCookie: string, sessionHintCookie?: string,
 *   pages: { path: string | null, file: string, remote?: string, signedInOnly?: boolean, variants: Record<string, object> }[] }} result
 *   what the app's prerenderPages() gave
 * @param {{ remoteEntry: string }} options
 * @returns {Map<string, string>}
 */
function prerenderedFiles(template, css, result, { remoteEntry }) {
  const files = new Map();
  const manifest = {
    // The pages' fingerprint (buildFingerprint): it changes whenever a page does, so this file is
    // rewritten with them (webpack leaves an unchanged output file untouched), and the server can
    // tell a complete set of pages from one read in the middle of a new build's writing.
    build: '',
    languages: result.languages,
    defaultLanguage: result.defaultLanguage,
    languageCookie: result.languageCookie,
    sessionHintCookie: result.sessionHintCookie,
    hintsMarker: HINTS_MARKER,
    remoteEntry,
    notFound: undefined,
    pages: {},
  };
  for (const page of result.pages) {
    for (const [language, variant] of Object.entries(page.variants)) {
      const file = `${PRERENDERED_DIR}/${language}/${page.file}`;
      files.set(file, pageHtml(template, variant, css));
    }
    if (page.path === null) manifest.notFound = page.file;
    else manifest.pages[page.path] = { file: page.file, ...(page.remote ? { remote: page.remote } : {}), ...(page.signedInOnly ? { signedInOnly: true } : {}) };
  }
  manifest.build = buildFingerprint(files);
  files.set(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}

/**
 * The fingerprint of a set of prerendered pages (their path in the build -> HTML), whatever their
 * order: the BFF computes the same over the pages it read (bff/src/routes/shell-static.ts).
 */
function buildFingerprint(pages) {
  const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
  const lines = [...pages].map(([file, html]) => `${file} ${sha256(html)}`).sort();
  return sha256(lines.join('\n')).slice(0, 20);
}

/**
 * Compiles the app's prerender module for Node with the same TypeScript transform as the browser
 * build (swc), in one file, and loads it. Nothing is left behind.
 */
async function loadRenderer({ webpack, context, entry, resolve, rules }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tire-prerender-'));
  try {
    const compiler = webpack({
      name: 'prerender',
      mode: 'production',
      target: 'node',
      context,
      entry: { prerender: entry },
      output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
      // The browser build shares react-router as a facade; on the server the whole package is there.
      resolve: { ...resolve, alias: { 'react-router-dom$': 'react-router' } },
      module: { rules: [...rules, { test: /\.css$/, type: 'asset/source' }] },
      optimization: { minimize: false },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      devtool: false,
      performance: { hints: false },
      stats: 'errors-warnings',
      cache: false,
    });
    const stats = await new Promise((resolvePromise, reject) => compiler.run((error, result) => (error ? reject(error) : resolvePromise(result))));
    await new Promise((done) => compiler.close(done));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true, errorDetails: true }));
    const file = path.join(outDir, 'prerender.cjs');
    const renderer = require(file);
    delete require.cache[file];
    return renderer;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The host's pages as HTML, rendered at build time (see the app's prerender module: it exports
 * `prerenderPages()` giving each page's markup, title and description per language). Written to
 * prerendered/<language>/<file>, with prerendered/pages.json saying which file answers which
 * path, which remote owns it and how the server picks the language; the BFF serves them.
 */
class PrerenderPlugin {
  /**
   * @param {object} options
   * @param {string} options.entry the app's prerender module, e.g. './src/prerender/prerender-pages.tsx'
   * @param {object} options.resolve the browser build's resolve options (extensions, extension aliases)
   * @param {object[]} options.rules the browser build's TypeScript rules
   * @param {string} options.remoteEntry the file name of a remote's entry beside its mf-manifest.json
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { entry, resolve, rules, remoteEntry } = this.options;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrerenderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, async () => {
        try {
          const template = compilation.getAsset('index.html')?.source.source().toString();
          if (!template) throw new Error('no index.html to start from');
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
          const css = [...template.matchAll(/<link\b[^>]*\bhref="([^"]+\.css)"[^>]*>/g)]
            .map((match) => compilation.getAsset(match[1].startsWith(publicPath) ? match[1].slice(publicPath.length) : match[1]))
            .filter(Boolean)
            .map((asset) => asset.source.source().toString())
            .join('\n');

          const renderer = await loadRenderer({ webpack, context: compiler.context, entry, resolve, rules });
          const result = await renderer.prerenderPages();
          for (const warning of result.warnings ?? []) compilation.warnings.push(new webpack.WebpackError(`prerender: ${warning}`));
          for (const [file, content] of prerenderedFiles(template, css, result, { remoteEntry })) {
            compilation.emitAsset(file, new webpack.sources.RawSource(content), { prerendered: true });
          }
        } catch (error) {
          const failure = new webpack.WebpackError(`prerender: ${error instanceof Error ? error.message : String(error)}`);
          if (error instanceof Error && error.stack) failure.details = error.stack;
          compilation.errors.push(failure);
        }
      });
    });
  }
}

module.exports = { PrerenderPlugin, pageHtml, prerenderedFiles, buildFingerprint, PRERENDERED_DIR, HINTS_MARKER };
