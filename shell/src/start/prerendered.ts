/**
 * What the server's HTML of a page (prerendered at build time, shell/src/prerender) says about
 * itself on the root element, read by the browser before it renders.
 */

/** The language the page was prerendered in ("fi", "en"); absent on the plain index.html. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered';
