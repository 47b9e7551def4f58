// The admin remote's build: the layout every remote shares (see createRemoteConfig).
module.exports = require('@tire/webpack-config').createRemoteConfig({ name: 'admin', dir: __dirname, port: 3004 });
