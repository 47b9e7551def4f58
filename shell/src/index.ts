import { showStartFailure } from './start-failure.js';

// The async boundary: shared modules (React, the router, the store) are negotiated with the
// federation runtime before any of them is evaluated. If that code cannot be fetched (the
// network dropped during the first load), the page says so and offers to load it again.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] could not start', error);
  showStartFailure(() => window.location.reload());
});
