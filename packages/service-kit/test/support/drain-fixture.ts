// A service as main.ts makes one, for the drain test: a slow route, a periodic task, a close hook.
// Prints one line per lifecycle event on stdout for the test to read.
import { createLogger, createServiceApp, finish, serve, startPeriodicTask } from '../../src/index.js';

const logger = createLogger('drain-fixture');
const app = createServiceApp(logger, {}, { service: 'reservations' });
app.get('/health/slow', async (req, res) => {
  console.log('slow request started');
  await new Promise((resolve) => setTimeout(resolve, Number(req.query.ms ?? 1000)));
  res.json({ finished: true });
});
finish(app);
const task = startPeriodicTask('fixture task', async () => {}, { intervalMs: 50, logger });
const server = serve(app, Number(process.env.FIXTURE_PORT ?? 0), logger, {
  stop: [
    {
      stop: async () => {
        await task.stop();
        console.log('task stopped');
      },
    },
  ],
  close: async () => {
    console.log('closed');
  },
  deadlineMs: Number(process.env.TEST_DEADLINE_MS ?? 25_000),
});
server.on('listening', () => {
  const address = server.address();
  console.log(`port ${typeof address === 'object' && address ? address.port : ''}`);
});
