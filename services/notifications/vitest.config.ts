import { serviceProject } from '../../vitest.node';

// Its files share no tables (the contact tests' database is created and migrated once).
export default serviceProject('notifications', { oneDatabase: false });
