import { serviceProject } from '../../vitest.node';

// Not in ONE_DATABASE_SERVICES: its files share no tables (the contact tests' database is created and migrated once).
export default serviceProject('notifications');
