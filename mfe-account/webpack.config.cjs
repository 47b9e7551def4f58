// The account remote's build: the layout every remote shares (see createRemoteConfig).
module.exports = require('@tire/webpack-config').createRemoteConfig({ name: 'account', dir: __dirname, port: 3003 });
