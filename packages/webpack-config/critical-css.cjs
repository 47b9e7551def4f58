'use strict';

/**
 * The part of a stylesheet a page's HTML needs before the stylesheet itself has arrived: every
 * rule one of whose selectors could match the page (all its classes and ids occur in the HTML),
 * the rules without classes or ids (custom properties on :root, element defaults), the
 * at-rules around them, and the keyframes they animate with. Inlined in the page's head, it lets
 * a prerendered page paint as it will look while the full stylesheet still loads.
 *
 * Deliberately simple: it over-keeps (a rule for an element the page lacks, one whose classes
 * occur on different elements) rather than risk dropping what the first paint needs; it leaves
 * out only states that need a visitor's hand (:hover, :focus ...). It reads CSS as webpack
 * writes it (minified in production, plain in development).
 */

/** Top-level statements of `css`: rules, at-rules with a block (nested statements parsed), at-rules without. */
function parseStatements(css) {
  const statements = [];
  let i = 0;
  const n = css.length;

  const skipSpaceAndComments = () => {
    for (;;) {
      while (i < n && /\s/.test(css[i])) i += 1;
      if (css.startsWith('/*', i)) {
        const end = css.indexOf('*/', i + 2);
        i = end === -1 ? n : end + 2;
      } else return;
    }
  };

  /** Index of the first of `stops` at or after `from`, outside strings, comments, parentheses and brackets. */
  const scanTo = (from, stops) => {
    let depth = 0;
    for (let j = from; j < n; j += 1) {
      const c = css[j];
      if (c === '"' || c === "'") {
        j = endOfString(css, j);
      } else if (c === '/' && css[j + 1] === '*') {
        const end = css.indexOf('*/', j + 2);
        j = end === -1 ? n : end + 1;
      } else if (c === '(' || c === '[') depth += 1;
      else if (c === ')' || c === ']') depth -= 1;
      else if (depth <= 0 && stops.includes(c)) return j;
    }
    return n;
  };

  /** Index just after the `}` that closes the block opened at `open`. */
  const endOfBlock = (open) => {
    let depth = 0;
    for (let j = open; j < n; j += 1) {
      const c = css[j];
      if (c === '"' || c === "'") j = endOfString(css, j);
      else if (c === '/' && css[j + 1] === '*') {
        const end = css.indexOf('*/', j + 2);
        j = end === -1 ? n : end + 1;
      } else if (c === '{') depth += 1;
      else if (c === '}') {
        depth -= 1;
        if (depth === 0) return j + 1;
      }
    }
    return n;
  };

  for (;;) {
    skipSpaceAndComments();
    if (i >= n) break;
    if (css[i] === '}' || css[i] === ';') {
      i += 1;
      continue;
    }
    const stop = scanTo(i, css[i] === '@' ? ['{', ';'] : ['{']);
    const prelude = css.slice(i, stop).trim();
    if (stop >= n || css[stop] === ';') {
      if (prelude.startsWith('@')) statements.push({ type: 'statement', text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const end = endOfBlock(stop);
    const body = css.slice(stop + 1, end - 1);
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
      if (['media', 'supports', 'container', 'layer', 'document'].includes(name)) statements.push({ type: 'group', prelude, children: parseStatements(body) });
      else statements.push({ type: 'block', name, prelude, body });
    } else {
      statements.push({ type: 'rule', selector: prelude, body });
    }
    i = end;
  }
  return statements;
}

function endOfString(css, start) {
  const quote = css[start];
  for (let j = start + 1; j < css.length; j += 1) {
    if (css[j] === '\\') j += 1;
    else if (css[j] === quote) return j;
  }
  return css.length;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < list.length; j += 1) {
    const c = list[j];
    if (c === '"' || c === "'") j = endOfString(list, j);
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, j));
      start = j + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Removes the functional pseudo-classes (:not(), :is(), :where(), :has() ...) and attribute selectors of a selector. */
function withoutArguments(selector) {
  let out = '';
  let depth = 0;
  for (let j = 0; j < selector.length; j += 1) {
    const c = selector[j];
    if (c === '"' || c === "'") {
      j = endOfString(selector, j);
      continue;
    }
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

/** States a page only gets once someone interacts with it: not needed before the full stylesheet is there. */
const INTERACTION = /:(hover|active|focus|focus-visible|focus-within)\b/;

/** Whether `selector` can match an element of a page with these classes and ids as it first paints. */
function selectorMayMatch(selector, classes, ids) {
  if (INTERACTION.test(selector)) return false;
  const plain = withoutArguments(selector);
  for (const match of plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!classes.has(match[1])) return false;
  for (const match of plain.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) if (!ids.has(match[1])) return false;
  return true;
}

/** The classes and ids that occur in `html`. */
function namesInHtml(html) {
  const classes = new Set();
  const ids = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.add(match[1]);
  return { classes, ids };
}

function keep(statements, classes, ids) {
  const kept = [];
  for (const statement of statements) {
    if (statement.type === 'rule') {
      const selectors = splitSelectors(statement.selector).filter((selector) => selectorMayMatch(selector, classes, ids));
      if (selectors.length > 0) kept.push(`${selectors.join(',')}{${statement.body.trim()}}`);
    } else if (statement.type === 'group') {
      // (Keyframes inside a group are rare enough to be kept as they are.)
      const inner = keep(statement.children, classes, ids).map((item) => (typeof item === 'string' ? item : `${item.prelude}{${item.body.trim()}}`));
      if (inner.length > 0) kept.push(`${statement.prelude}{${inner.join('')}}`);
    } else if (statement.type === 'block') {
      // Keyframes are decided at the end (by whether a kept rule names them); the rest (@font-face, @page ...) stays.
      kept.push(statement.name.endsWith('keyframes') ? statement : `${statement.prelude}{${statement.body.trim()}}`);
    } else {
      kept.push(statement.text);
    }
  }
  return kept;
}

/**
 * The rules of `css` that the page `html` needs for its first paint, as one stylesheet text.
 * @param {string} css the full stylesheet
 * @param {string} html the page's markup (at least what is inside its body)
 */
function criticalCss(css, html) {
  const { classes, ids } = namesInHtml(html);
  const kept = keep(parseStatements(css), classes, ids);
  const rules = kept.filter((item) => typeof item === 'string').join('');
  const keyframes = (items) =>
    items
      .map((item) => {
        if (typeof item === 'string') return item;
        const name = item.prelude.replace(/^@[\w-]+\s*/, '').trim();
        return new RegExp(`(^|[\\s,:])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s,;}]|$)`).test(rules) ? `${item.prelude}{${item.body.trim()}}` : '';
      })
      .join('');
  return keyframes(kept);
}

module.exports = { criticalCss };
