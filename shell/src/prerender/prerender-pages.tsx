import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE, EVERYONE_PATHS, LANGUAGES, SESSION_HINT_COOKIE, SIGNED_IN_PATHS, SIGNED_OUT_PATHS, type Language } from '@tire/contracts';
import { createPlatformStore, LANGUAGE_COOKIE, platformText, renderInLanguage } from '@tire/platform';
import { ShellRoot } from '../app.js';
import { en } from '../i18n/messages.en.js';
import { fi } from '../i18n/messages.fi.js';
import { RENDERED_YEAR_ATTRIBUTE } from '../layout/use-current-year.js';
import type { RemotePagesLoader } from '../remotes/remote-pages-loader.js';
import { REMOTE_OWNERS, isSignedInOnly } from '../routes/page-routes.js';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../start/prerendered.js';
import { NOT_FOUND_META, PAGE_META, type PageMeta } from './page-meta.js';

/**
 * The shell's pages as HTML, rendered at build time by React's server renderer (run by
 * @tire/webpack-config's prerender step after the browser build): the layout with the header and
 * footer, the shell's own pages whole, and a remote's page as its skeleton. Everything that
 * depends on data or on the visitor (opening hours, the online badge, the current user, the cart)
 * is in its loading or signed-out state, exactly as the browser's first render makes it, so the
 * browser hydrates this HTML without a change.
 */

const MESSAGES = { fi, en } as const;

/** Where a page that is not one of the routes is rendered (any such path makes the same page). */
const NOT_FOUND_PATH = '/404';

/** A remote's page is its skeleton here: its code never loads at build time. */
const notLoaded: RemotePagesLoader = () => new Promise(() => undefined);

export interface PrerenderedVariant {
  lang: Language;
  title: string;
  description: string;
  /** The HTML inside #root. */
  markup: string;
  /** Attributes for #root (what the browser reads before hydrating). */
  rootAttributes: Record<string, string>;
}

export interface PrerenderedPage {
  /** The route path, or null for the page every unknown path answers (404). */
  path: string | null;
  /** Its file in each language's folder. */
  file: string;
  /** The remote that owns the page, whose manifest and entry the server hints at. */
  remote?: string;
  /** Only a signed-in visitor sees it (a guest is sent to log in): no remote hints for a guest. */
  signedInOnly?: boolean;
  variants: Record<Language, PrerenderedVariant>;
}

export interface PrerenderResult {
  /** What the build should warn about (a page without its own title and description). */
  warnings: string[];
  languages: readonly Language[];
  defaultLanguage: Language;
  /** The cookie that names the visitor's language, which the server chooses a variant by. */
  languageCookie: string;
  /** The cookie that says a browser holds a signed-in session. */
  sessionHintCookie: string;
  pages: PrerenderedPage[];
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1).replace(/\//g, '_')}.html`);

function titleOf(meta: PageMeta, language: Language): string {
  const brand = platformText('brand.name');
  const title = 'message' in meta.title ? MESSAGES[language][meta.title.message] : meta.title[language];
  // As useDocumentTitle writes it, so the tab does not change when the page starts.
  return title === brand ? brand : `${title} | ${brand}`;
}

/** The markup of the shell at `path` in `language`, as the browser's first render makes it. */
export async function renderShellMarkup(path: string, language: Language): Promise<string> {
  const Router = ({ children }: { children?: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  renderInLanguage(language);
  try {
    const { prelude } = await prerender(
      <ShellRoot store={createPlatformStore()} messages={{ [language]: MESSAGES[language] }} loadRemotePages={notLoaded} Router={Router} />,
      { onError: (error) => void errors.push(error) },
    );
    const markup = await new Response(prelude).text();
    if (errors.length > 0) {
      const [first] = errors;
      throw new Error(`prerendering ${path} (${language}) failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`, {
        cause: first,
      });
    }
    return markup;
  } finally {
    renderInLanguage(undefined);
    // React's server renderer leaves the values of the providers it rendered last (inside a
    // Suspense boundary) on the context objects until it next renders. Rendering nothing once
    // clears them, so a client renderer in this same process (the hydration test) starts clean.
    await new Response((await prerender(null)).prelude).text();
  }
}

async function variant(path: string, meta: PageMeta, language: Language, year: number): Promise<PrerenderedVariant> {
  renderInLanguage(language);
  const title = titleOf(meta, language);
  renderInLanguage(undefined);
  return {
    lang: language,
    title,
    description: meta.description[language],
    markup: await renderShellMarkup(path, language),
    rootAttributes: { [PRERENDERED_LANGUAGE_ATTRIBUTE]: language, [RENDERED_YEAR_ATTRIBUTE]: String(year) },
  };
}

/** Every page of the route table, and the 404 page, in every language. */
export async function prerenderPages(now: Date = new Date()): Promise<PrerenderResult> {
  const year = now.getFullYear();
  const paths = [...new Set<string>([...SIGNED_OUT_PATHS, ...EVERYONE_PATHS, ...SIGNED_IN_PATHS])];
  const pages: PrerenderedPage[] = [];
  const warnings: string[] = [];
  const render = async (path: string, meta: PageMeta) => {
    const variants = {} as Record<Language, PrerenderedVariant>;
    for (const language of LANGUAGES) variants[language] = await variant(path, meta, language, year);
    return variants;
  };
  for (const path of paths) {
    let meta = PAGE_META[path];
    if (!meta) {
      // A page new in the route table still gets its HTML, with the site's own title and description.
      warnings.push(`${path} has no title and description of its own: add them to shell/src/prerender/page-meta.ts`);
      meta = { title: { message: 'brand.name' }, description: PAGE_META['/']!.description };
    }
    const remote = REMOTE_OWNERS[path];
    pages.push({
      path,
      file: fileOf(path),
      ...(remote ? { remote } : {}),
      ...(isSignedInOnly(path) ? { signedInOnly: true } : {}),
      variants: await render(path, meta),
    });
  }
  pages.push({ path: null, file: '404.html', variants: await render(NOT_FOUND_PATH, NOT_FOUND_META) });
  return { warnings, languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE, languageCookie: LANGUAGE_COOKIE, sessionHintCookie: SESSION_HINT_COOKIE, pages };
}
