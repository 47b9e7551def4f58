import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { criticalCss } = require('../critical-css.cjs') as { criticalCss: (css: string, html: string) => string };
const { pageHtml, HINTS_MARKER } = require('../prerender.cjs') as {
  pageHtml: (template: string, page: object, css: string) => string;
  HINTS_MARKER: string;
};

const CSS = `
:root{--brand:#1d4ed8}
/* a comment { with braces } */
*,:after{box-sizing:border-box}
body{margin:0}
.hero{color:red}
.hero__title,.unused-title{font-size:2rem}
.card .card__title{margin:0}
.toast{position:fixed}
.btn:hover{background:blue}
a[href^="https://x.example/{"]{color:green}
.btn:not(.btn--primary){border:1px solid}
@media (min-width:48rem){.hero{padding:2rem}.toast{right:0}}
@media print{.toast{display:none}}
.skeleton{animation:pulse 1s infinite}
@keyframes pulse{50%{opacity:.5}}
@keyframes unused{to{opacity:0}}
@font-face{font-family:X;src:url(x.woff2)}
#main{outline:none}
#other{outline:none}
`;
const HTML = '<main id="main"><section class="hero"><h1 class="hero__title">Hi</h1><div class="skeleton"></div><a class="btn">Go</a></section></main>';

describe('the critical stylesheet of a page', () => {
  const critical = criticalCss(CSS, HTML);

  it('keeps the rules the page’s markup can match, with the custom properties and element defaults', () => {
    expect(critical).toContain(':root{--brand:#1d4ed8}');
    expect(critical).toContain('*,:after{box-sizing:border-box}');
    expect(critical).toContain('body{margin:0}');
    expect(critical).toContain('.hero{color:red}');
    expect(critical).toContain('#main{outline:none}');
    expect(critical).toContain('.btn:not(.btn--primary){border:1px solid}');
    expect(critical).toContain('a[href^="https://x.example/{"]{color:green}');
    expect(critical).toContain('@media (min-width:48rem){.hero{padding:2rem}}');
  });

  it('leaves out what the page does not have, what needs a visitor’s hand, and keyframes nothing uses', () => {
    expect(critical).not.toContain('.toast');
    expect(critical).not.toContain('.card');
    expect(critical).not.toContain('#other');
    expect(critical).not.toContain(':hover');
    expect(critical).not.toContain('@media print');
    expect(critical).not.toContain('unused');
    // Only the selector of a list that matches is kept.
    expect(critical).toContain('.hero__title{font-size:2rem}');
  });

  it('keeps the keyframes a kept rule animates with, and font faces', () => {
    expect(critical).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(critical).toContain('@font-face{font-family:X;src:url(x.woff2)}');
  });
});

describe('a prerendered page', () => {
  const TEMPLATE =
    '<!doctype html><html lang="fi"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
    '<title>Rengaspalvelu</title><script defer="defer" src="/main.abc.js"></script><link href="/main.abc.css" rel="stylesheet"></head>' +
    '<body><div id="root"></div><noscript>JS</noscript></body></html>';
  const html = pageHtml(
    TEMPLATE,
    {
      lang: 'en',
      title: 'Home | Tires & more',
      description: 'Book "now" <today>',
      markup: HTML,
      rootAttributes: { 'data-prerendered': 'en' },
    },
    CSS,
  );

  it('has the page’s language, title, description and markup, and the server’s place for hints early in the head', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Home | Tires &amp; more</title><meta name="description" content="Book &quot;now&quot; &lt;today&gt;"/>');
    expect(html).toContain(`<div id="root" data-prerendered="en">${HTML}</div>`);
    expect(html.indexOf(HINTS_MARKER)).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(html.indexOf(HINTS_MARKER)).toBeLessThan(html.indexOf('<title>'));
  });

  it('inlines the critical rules in the head and links the full stylesheet after the page, not before it', () => {
    expect(html).toMatch(/<style>[^<]*\.hero\{color:red\}[^<]*<\/style><\/head>/);
    expect(html).not.toMatch(/<head>.*main\.abc\.css.*<\/head>/);
    expect(html).toMatch(/<noscript>JS<\/noscript><link href="\/main\.abc\.css" rel="stylesheet"><\/body>/);
    expect(html).toContain('<script defer="defer" src="/main.abc.js"></script>');
  });
});
