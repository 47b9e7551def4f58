import { nodeProject } from '../vitest.node';

// The rate-limit test shares Redis db 1 with other suites; keys carry a per-run prefix.
export default nodeProject('bff', { env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }, testTimeout: 15_000 });
