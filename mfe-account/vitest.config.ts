import { domProject } from '../vitest.dom';

export default domProject('mfe-account', { include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['./test/setup.ts'] });
