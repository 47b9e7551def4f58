import type { RemotePages } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';
import { AdminPage } from './pages/admin-page.js';
import './admin.css';

/**
 * The admin remote's exposed module (`admin/pages`): its pages by route path. The shell owns
 * the store, the router, the toaster and the route table (who may see which path).
 */
const pages: RemotePages = {
  [PAGE_PATHS.admin]: AdminPage,
};

export default pages;
