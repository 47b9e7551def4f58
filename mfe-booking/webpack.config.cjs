'use strict';

const { createFederatedConfig } = require('@tire/webpack-config');

// public/ (msw's mockServiceWorker.js for the standalone page) is copied by the shared config.
module.exports = createFederatedConfig({
  name: 'booking',
  dir: __dirname,
  port: 3001,
  exposes: { './pages': './src/pages.tsx' },
  standaloneEntry: './src/standalone.tsx',
});
