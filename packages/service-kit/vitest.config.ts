import { nodeProject } from '../../vitest.node';

export default nodeProject('@tire/service-kit');
