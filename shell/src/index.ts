// The async boundary: shared modules (React, the router, the store) are negotiated with the
// federation runtime before any of them is evaluated.
import('./bootstrap');
