#!/usr/bin/env node
// The yardstick of `npm run bench`: a bare express → http-proxy-middleware → express chain that
// answers GET /api/available-slots with the same eight times, in two processes like the BFF and
// the reservations service. No validation, sessions, logging, metrics or database: what the
// platform's slot path costs is measured against the cost of the hop itself.
//   node load-tests/bare-chain.mjs service <port>
//   node load-tests/bare-chain.mjs proxy <port> <service url>
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const EIGHT_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
const [role, port, target] = process.argv.slice(2);
const app = express();
app.disable('x-powered-by');
if (role === 'service') {
  app.get('/api/available-slots', (_req, res) => {
    res.json(EIGHT_TIMES);
  });
} else if (role === 'proxy' && target) {
  // Kept-alive sockets to the service, as the BFF's proxy keeps them.
  app.use(createProxyMiddleware({ target, agent: new http.Agent({ keepAlive: true, maxSockets: 256 }), pathFilter: '/api' }));
} else {
  console.error('usage: bare-chain.mjs service <port> | proxy <port> <service url>');
  process.exit(2);
}
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`bare ${role} on ${port}`));
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
