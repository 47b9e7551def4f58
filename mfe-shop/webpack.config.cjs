const { createFederatedConfig } = require('@tire/webpack-config');

/** The shop remote: `shop/pages` for the shell, and standalone.html for its team. */
module.exports = createFederatedConfig({
  name: 'shop',
  dir: __dirname,
  port: 3002,
  exposes: { './pages': './src/pages.tsx' },
  standaloneEntry: './src/standalone.tsx',
});
