'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { RegistryIntegrityPlugin } = require('./registry-integrity.cjs');
const { sharedSingletons, SHARED_ALIASES } = require('./shared.cjs');
const { PrerenderPlugin, PRERENDERED_DIR } = require('./prerender.cjs');

/** The file every remote publishes; the shell reads mf-manifest.json, which points at it. */
const REMOTE_ENTRY = 'remoteEntry.js';

/**
 * One webpack configuration for the shell (isHost) and for every remote.
 *
 * @param {object} options
 * @param {string} options.name federation name: 'shell', 'booking', 'shop', 'account', 'admin'
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.cjs)
 * @param {number} options.port where `npm run serve` serves the build (the shell is served by the BFF)
 * @param {Record<string,string>} [options.exposes] e.g. { './pages': './src/pages.tsx' }
 * @param {boolean} [options.isHost] the shell: an index.html, absolute public path, no exposes
 * @param {string} [options.standaloneEntry] a remote's page of its own on msw mocks (standalone.html):
 *   development builds only (NODE_ENV=development), never shipped in a production build
 * @param {string} [options.entry] the host's entry, './src/index.ts' by default
 * @param {string} [options.prerender] the host's prerender module (exports `prerenderPages()`): its pages are
 *   rendered to HTML after the browser build, into dist/prerendered/ (see prerender.cjs)
 */
function createFederatedConfig({ name, dir, port, exposes, isHost = false, standaloneEntry, entry = './src/index.ts', prerender }) {
  if (!name || !dir) throw new Error('createFederatedConfig needs { name, dir }');
  const production = process.env.NODE_ENV !== 'development';
  const sourceMaps = process.env.SOURCE_MAPS === '1';

  // The standalone page runs the remote on mocks, with msw's service worker at the origin's root:
  // a production origin must serve neither (a worker there could answer the remote's requests).
  const standalone = !isHost && !production ? standaloneEntry : undefined;

  const entries = {};
  if (isHost) entries.main = entry;
  if (standalone) entries.standalone = standalone;

  const resolve = {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    // Workspace packages are TypeScript ESM with `.js` suffixes in relative imports.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
  };
  const typescriptRules = [typescriptRule(production)];

  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: entries,
    devtool: sourceMaps ? 'source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      filename: hashedFilename,
      chunkFilename: hashedFilename,
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      // The shell answers deep links (/tire-change/...) with index.html, so its assets are absolute;
      // a remote is loaded from wherever the registry says, so its URLs follow its remoteEntry.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `tire_${name}`,
      // Integrity checks need CORS requests: a remote's scripts come from another origin.
      ...(isHost ? {} : { crossOriginLoading: 'anonymous' }),
      clean: true,
    },
    resolve: { ...resolve, alias: SHARED_ALIASES },
    module: {
      rules: [
        ...typescriptRules,
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { importLoaders: 0 } }],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: optimization({ production, isHost }),
    performance: { hints: false },
    plugins: [
      ...federationPlugins({ name, dir, exposes, isHost, production, standalone }),
      ...pagePlugins({ name, isHost, standalone, prerender, resolve, typescriptRules }),
    ],
    // Not used by webpack itself: `serve-static.cjs` reads the port from here. A development
    // server listens on this machine only, never on every interface.
    devServer: { port, host: '127.0.0.1' },
    stats: 'errors-warnings',
  };
}

/** Module Federation, the stylesheets, the public files, and a production build's precompressed copies. */
function federationPlugins({ name, dir, exposes, isHost, production, standalone }) {
  const plugins = [
    new ModuleFederationPlugin({
      name,
      ...(isHost ? {} : { filename: REMOTE_ENTRY, exposes: exposes ?? {} }),
      // No remotes at build time: the shell registers them at start-up from /remotes.json.
      remotes: {},
      shared: sharedSingletons(),
      // Load a shared module only when something needs it and reuse what is already loaded:
      // the default (version-first) would fetch every remote entry at start-up.
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // Every entry waits for the share scope, so an entry may import React directly
      // (a remote's standalone.tsx) without "eager consumption" errors.
      experiments: { asyncStartup: true, optimization: { target: 'web' } },
    }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' }),
    // Every page gets the brand's favicon. A standalone page runs on msw: its worker comes from the
    // installed msw, so it always matches it.
    new CopyPublicPlugin(path.join(dir, 'public'), [FAVICON, ...(standalone ? [require.resolve('msw/mockServiceWorker.js', { paths: [dir] })] : [])], {
      exclude: production ? [MOCK_SERVICE_WORKER] : [],
    }),
  ];
  if (production) plugins.push(...precompression());
  // A remote's chunks and stylesheets get the registry's SHA-384 integrity as they load.
  if (!isHost) plugins.push(new RegistryIntegrityPlugin());
  return plugins;
}

/** The HTML pages: the shell's index.html (and its prerendered pages), or a remote's standalone page. */
function pagePlugins({ name, isHost, standalone, prerender, resolve, typescriptRules }) {
  if (isHost) {
    return [
      new HtmlWebpackPlugin({ filename: 'index.html', chunks: ['main'], templateContent: page('Rengaspalvelu'), publicPath: '/' }),
      ...(prerender ? [new PrerenderPlugin({ entry: prerender, resolve, rules: typescriptRules, remoteEntry: REMOTE_ENTRY })] : []),
    ];
  }
  if (!standalone) return [];
  // Standalone runs from the remote's own origin root, so absolute URLs work on deep links too.
  return [
    new HtmlWebpackPlugin({
      filename: 'standalone.html',
      chunks: ['standalone'],
      // Under `npm run dev` (dev.cjs) the page reloads itself after each rebuild.
      templateContent: page(`${name} (standalone)`).replace('</body>', '  <script src="/__dev/reload.js" defer></script>\n  </body>'),
      publicPath: '/',
    }),
  ];
}

/** Minified JS and CSS in production; the shell's shared async chunks split from 5 KB. */
function optimization({ production, isHost }) {
  return {
    minimize: production,
    minimizer: [
      new MinimizerPlugin({
        test: /\.[cm]?js$/,
        // License comments go to <file>.LICENSE.txt beside each file, without a banner line
        // pointing there in every chunk (bytes each first load pays for nothing).
        extractComments: { condition: 'some', banner: false },
        minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
      }),
      new MinimizerPlugin({ test: /\.css$/, minify: { implementation: webpack.css.syntax.cssMinify } }),
    ],
    // The host's first load fetches many small async chunks at once (the shared singletons'
    // fallbacks, the shell's own code); modules several of them use (contracts' constants,
    // reselect) become a chunk of their own from 5 KB instead of webpack's 20 KB, below which they
    // were copied into each chunk and downloaded twice: 3 KB less on the first load of /.
    ...(isHost ? { splitChunks: { chunks: 'async', minSize: 5000 } } : {}),
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
  };
}

/** TypeScript and TSX, workspace packages included, through swc: the browser build's and the prerender's. */
function typescriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    // Workspace packages resolve through symlinks to /packages/*/src, so they are compiled too.
    exclude: /node_modules/,
    // Importing a name a module does not export (e.g. one the shared router facade lacks)
    // fails the build instead of being undefined at run time.
    parser: { exportsPresence: 'error' },
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

/** msw's worker: copied for a standalone page only, and never into a production build. */
const MOCK_SERVICE_WORKER = 'mockServiceWorker.js';

/**
 * Copies the app's public/ folder and the given extra files (msw's mockServiceWorker.js for a
 * standalone page) into the build root unchanged: such files must keep their names and be served
 * from the origin root. Names in `exclude` are not copied (a worker left in public/ by msw's init).
 */
class CopyPublicPlugin {
  constructor(publicDir, extraFiles = [], { exclude = [] } = {}) {
    this.publicDir = publicDir;
    this.extraFiles = extraFiles;
    this.exclude = new Set(exclude);
  }
  apply(compiler) {
    const fs = require('node:fs');
    const { publicDir, extraFiles, exclude } = this;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const emit = (file) => compilation.emitAsset(path.basename(file), new webpack.sources.RawSource(fs.readFileSync(file)), { minimized: true });
        for (const file of extraFiles) {
          compilation.fileDependencies.add(file);
          emit(file);
        }
        if (!fs.existsSync(publicDir)) return;
        compilation.contextDependencies.add(publicDir);
        for (const name of fs.readdirSync(publicDir)) {
          const file = path.join(publicDir, name);
          if (!exclude.has(name) && fs.statSync(file).isFile()) emit(file);
        }
      });
    });
  }
}

/**
 * `[name].[contenthash].js`, except while webpack 5.111 hashes runtime modules: the federation
 * runtime then asks for the entry's file name before any content hash exists, which 5.111 turns
 * into a build error (module-federation/core#5077, webpack#22199). It only needs the folder depth
 * of the name, which is the same either way.
 */
function hashedFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash].js' : '[name].js';
}

/** The HTML page of the shell or of a standalone remote. */
/** The brand's favicon, copied to the root of every build. */
const FAVICON = path.join(__dirname, 'favicon.svg');

/**
 * Every text file of a production build also as .br and .gz beside it, compressed once at build
 * time at the highest levels (too slow to do per request): the BFF and the remotes' static
 * servers hand the copy the browser accepts (express-static-gzip). On a phone's network the
 * first load is a quarter of its plain size.
 */
function precompression() {
  const test = /\.(js|mjs|css|html|json|svg|txt)$/;
  // The prerendered pages are completed per request (the server adds the remote's hints) and
  // compressed then.
  const exclude = new RegExp(`^${PRERENDERED_DIR}/`);
  const zlib = require('node:zlib');
  return [
    new CompressionPlugin({ test, exclude, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
    new CompressionPlugin({
      test,
      exclude,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

function page(title) {
  return `<!doctype html>
<html lang="fi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0f172a" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Tämä sivu tarvitsee JavaScriptin. This site needs JavaScript.</noscript>
  </body>
</html>`;
}

/**
 * A remote's configuration: every remote exposes its pages as `<name>/pages` (src/pages.tsx) for the
 * shell, and has a standalone page for its team (src/standalone.tsx, development builds only).
 */
const createRemoteConfig = ({ name, dir, port }) =>
  createFederatedConfig({ name, dir, port, exposes: { './pages': './src/pages.tsx' }, standaloneEntry: './src/standalone.tsx' });

module.exports = {
  createRemoteConfig,
  createFederatedConfig,
  REMOTE_ENTRY,
};
