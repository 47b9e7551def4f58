import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Language } from '@tire/contracts';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.js';

/** Whether the root holds the server's HTML of this page in `language`. */
function holdsPrerenderedPage(container: HTMLElement, language: Language): boolean {
  return container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language && container.firstElementChild !== null;
}

/**
 * Starts the shell in its root. A page whose HTML the server sent in the visitor's language is
 * hydrated: React takes over the markup already on screen (its first render makes the same
 * markup, so nothing flashes or moves). Otherwise (the plain index.html, or a page sent in the
 * other language because the choice was only in local storage) the shell renders afresh.
 */
export function mountShell(container: HTMLElement, app: ReactNode, language: Language): { root: Root; hydrated: boolean } {
  if (holdsPrerenderedPage(container, language)) {
    const root = hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('[shell] the page did not hydrate as sent; rendered again', error, info.componentStack),
    });
    return { root, hydrated: true };
  }
  const root = createRoot(container);
  root.render(app);
  return { root, hydrated: false };
}
