import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s for what a user would see (1 s is too tight on a busy 2-core machine).
configure({ asyncUtilTimeout: 5000 });
