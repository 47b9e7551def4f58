#!/usr/bin/env node
'use strict';

/**
 * Builds the app in the current folder from its webpack.config.cjs through webpack's Node API
 * (there is no webpack-cli). Prints the assets, errors and warnings; exits 1 on errors.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const fs = require('node:fs');
const webpack = require('webpack');

const configPath = path.resolve(process.cwd(), 'webpack.config.cjs');
if (!fs.existsSync(configPath)) {
  console.error(`No webpack.config.cjs in ${process.cwd()}`);
  process.exit(1);
}
const config = require(configPath);
const started = Date.now();

webpack(config, (fatal, stats) => {
  if (fatal) {
    console.error(fatal.stack || fatal);
    if (fatal.details) console.error(fatal.details);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, assets: true, errors: true, warnings: true, outputPath: true });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const asset of (info.assets ?? []).filter((a) => /\.(js|css|html|json)$/.test(a.name)).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(info.outputPath, asset.name);
    const gzip = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file)).length : 0;
    console.log(`  ${asset.name.padEnd(48)} ${kb(asset.size).padStart(10)}  ${kb(gzip).padStart(9)} gzip`);
  }
  if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: process.stdout.isTTY }));
  if (stats.hasErrors()) console.error(stats.toString({ all: false, errors: true, errorDetails: true, colors: process.stdout.isTTY }));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const errors = info.errors?.length ?? 0;
  const warnings = info.warnings?.length ?? 0;
  console.log(`${config.name ?? path.basename(process.cwd())}: ${errors} error(s), ${warnings} warning(s) in ${seconds} s -> ${info.outputPath}`);
  // Close the compiler so caches are flushed, then report the outcome.
  stats.compilation.compiler.close(() => process.exit(errors > 0 ? 1 : 0));
});
