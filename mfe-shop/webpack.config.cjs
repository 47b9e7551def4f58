// The shop remote's build: the layout every remote shares (see createRemoteConfig).
module.exports = require('@tire/webpack-config').createRemoteConfig({ name: 'shop', dir: __dirname, port: 3002 });
