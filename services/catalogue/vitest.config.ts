import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'catalogue', environment: 'node', env: { NODE_ENV: 'test' } } });
