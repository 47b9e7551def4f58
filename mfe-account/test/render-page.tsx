import { renderRemotePage, type RenderRemotePageOptions } from '@tire/mocks/testing';
import pages from '../src/pages.js';

/** The account pages as the shell mounts them, over a mock database, recording every /api request (@tire/mocks/testing). */
export const renderPage = (path: string, options: Omit<RenderRemotePageOptions, 'pages'> = {}) => renderRemotePage(path, { ...options, pages });
