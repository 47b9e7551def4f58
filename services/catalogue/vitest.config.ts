import { serviceProject } from '../../vitest.node';

export default serviceProject('catalogue');
