import { domProject } from '../vitest.dom';

export default domProject('shell', { include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'] });
