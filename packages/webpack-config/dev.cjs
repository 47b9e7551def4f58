#!/usr/bin/env node
'use strict';

/**
 * `npm run dev -w <remote>`: a team's own loop. A development build of the remote in watch mode
 * (into dist-dev/, so the production build and the published releases are left alone), served
 * like its origin on the remote's development port (its port + 100; DEV_PORT overrides): the
 * standalone page on the mocks at /standalone.html reloads by itself after every rebuild, and the
 * running platform shows the same build in one browser through an override link
 * (`npm run remote -- override <remote> --dev`), without rebuilding anything else.
 */
const path = require('node:path');
const webpack = require('webpack');
const { createStaticApp } = require('./serve-static.cjs');

process.env.NODE_ENV = 'development';
const cwd = process.cwd();
const config = require(path.join(cwd, 'webpack.config.cjs'));
const port = Number(process.env.DEV_PORT ?? config.devServer.port + 100);
const outputPath = path.join(cwd, 'dist-dev');
const compiler = webpack({ ...config, output: { ...config.output, path: outputPath } });

/** Open pages waiting for the next build (Server-Sent Events). */
const listeners = new Set();
const app = createStaticApp({
  dir: outputPath,
  before(router) {
    router.get('/__dev/events', (req, res) => {
      res.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.flushHeaders();
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
    });
    // The standalone page's reload client: same origin, so its CSP allows it.
    router.get('/__dev/reload.js', (_req, res) => {
      res.type('application/javascript').set('Cache-Control', 'no-cache');
      res.send("new EventSource('/__dev/events').addEventListener('built', () => location.reload());");
    });
  },
});

let server;
compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) return console.error(error);
  const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
  if (stats.hasErrors()) console.error(stats.toString({ all: false, errors: true, colors: process.stdout.isTTY }));
  else console.log(`${config.name}: built in ${seconds} s`);
  for (const res of listeners) res.write('event: built\ndata: {}\n\n');
  if (!server) {
    server = app.listen(port, '127.0.0.1', () => {
      console.log(`${config.name} (development) on http://localhost:${port}: standalone on the mocks at /standalone.html, manifest at /mf-manifest.json`);
    });
  }
});

const stop = () => compiler.close(() => (server ? server.close(() => process.exit(0)) : process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
