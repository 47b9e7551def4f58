import { showStartFailure } from './start-failure.js';

// The stylesheet belongs to the entry, so the page's HTML links it (a prerendered page at the end
// of its body, after the part its first paint needs, inlined in its head).
import '@tire/ui/styles.css';
import './styles/shell.css';

// The async boundary: shared modules (React, the router, the store) are negotiated with the
// federation runtime before any of them is evaluated. If that code cannot be fetched (the
// network dropped during the first load), the page says so and offers to load it again.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] could not start', error);
  showStartFailure(() => window.location.reload());
});
