const { createFederatedConfig } = require('@tire/webpack-config');

module.exports = createFederatedConfig({
  name: 'shop',
  dir: __dirname,
  port: 3002,
  exposes: { './pages': './src/pages.tsx' },
  standaloneEntry: './src/standalone.tsx',
});
