'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createFederatedConfig } = require('@tire/webpack-config');

const config = createFederatedConfig({
  name: 'booking',
  dir: __dirname,
  port: 3001,
  exposes: { './pages': './src/pages.tsx' },
  standaloneEntry: './src/standalone.tsx',
});

/**
 * Copies public/ (msw's mockServiceWorker.js for the standalone page) into the build as is:
 * the worker must keep its name and be served from the origin root.
 */
class CopyPublicPlugin {
  apply(compiler) {
    const publicDir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(publicDir)) return;
          for (const name of fs.readdirSync(publicDir)) {
            const file = path.join(publicDir, name);
            if (!fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            // Emitted as it is: msw checks the worker file against the library's version.
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)), { minimized: true });
          }
        },
      );
    });
  }
}

const hasPublicCopy = config.plugins.some((plugin) => plugin.constructor?.name === 'CopyPlugin' || plugin.constructor?.name === 'CopyPublicPlugin');
if (!hasPublicCopy) config.plugins.push(new CopyPublicPlugin());

module.exports = config;
