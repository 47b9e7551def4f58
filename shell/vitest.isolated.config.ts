import { domProject } from '../vitest.dom';
import { MOCKING_FILES } from './vitest.config';

export default domProject('shell-isolated', { include: MOCKING_FILES, setupFiles: ['test/setup.ts'], isolate: true });
