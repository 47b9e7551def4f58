import { domProject } from '../../vitest.dom';

export default domProject('platform', { include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'] });
