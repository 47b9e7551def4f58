// The booking remote's build: the layout every remote shares (see createRemoteConfig).
module.exports = require('@tire/webpack-config').createRemoteConfig({ name: 'booking', dir: __dirname, port: 3001 });
