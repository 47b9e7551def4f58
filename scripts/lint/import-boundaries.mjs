// ESLint rules for the project's layout (eslint.config.mjs), resolved by file path rather than by
// the import's text, so `../../x` and `../x` are judged alike:
// - feature-boundaries: inside an app, src/features/<a> never imports src/features/<b>. What two
//   features need goes to src/shared; features are put together in src/pages.
// - remote-boundaries: a remote or the shell never imports another app's files; they meet only
//   through @tire/* packages and Module Federation at run time.
// - service-layers: inside a service, imports go one way, entry-points -> domain -> data-access:
//   the domain never imports an entry point, data access never imports the domain or an entry
//   point. A type-only import may go the other way (an adapter implements the domain's port).
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const APP = /^(mfe-[a-z]+|shell)$/;

/** { app, feature } of a file under the repository, e.g. mfe-account/src/features/login/x.ts. */
function placeOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  const app = APP.test(parts[0]) ? parts[0] : undefined;
  const feature = app && parts[1] === 'src' && parts[2] === 'features' && parts.length > 4 ? parts[3] : undefined;
  return { app, feature, outside: parts[0] === '..' };
}

function importSources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a feature does not import another feature' },
    messages: {
      crossFeature: 'Feature "{{from}}" imports feature "{{to}}": move what both need to src/shared, or put them together in src/pages.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here.feature) return {};
    return importSources(context, (node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(file), specifier));
      if (there.app === here.app && there.feature && there.feature !== here.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: here.feature, to: there.feature } });
      }
    });
  },
};

const remoteBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'an app (a remote or the shell) does not import another app' },
    messages: { crossApp: '{{from}} imports {{to}}: apps meet only through @tire/* packages and Module Federation.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here.app) return {};
    return importSources(context, (node, specifier) => {
      const target = specifier.startsWith('.') ? placeOf(path.resolve(path.dirname(file), specifier)).app : specifier.split('/')[0];
      if (target && APP.test(target) && target !== here.app) context.report({ node, messageId: 'crossApp', data: { from: here.app, to: target } });
    });
  },
};

/**
 * A service file's layer: entry points (HTTP routes, queue jobs) on top, the domain below them,
 * data access (the database, other services, payment providers) at the bottom.
 */
const LAYERS = { 'entry-points': 3, jobs: 3, domain: 2, 'data-access': 1, providers: 1 };

function layerOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] !== 'services' || parts[2] !== 'src' || !(parts[3] in LAYERS)) return undefined;
  return { service: parts[1], layer: parts[3], rank: LAYERS[parts[3]] };
}

/** Whether an import or export brings only types (erased at run time). */
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

const serviceLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'inside a service, entry-points -> domain -> data-access, one way' },
    messages: {
      upward:
        '{{from}}/ imports {{to}}/: a service layers entry-points -> domain -> data-access, one way. Move what both need down a layer (or import only its type).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = layerOf(file);
    if (!here) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || typeOnly(node)) return;
      const there = layerOf(path.resolve(path.dirname(file), specifier));
      if (there && there.service === here.service && there.rank > here.rank) {
        context.report({ node: node.source, messageId: 'upward', data: { from: here.layer, to: there.layer } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default {
  meta: { name: 'tire-import-boundaries' },
  rules: { 'feature-boundaries': featureBoundaries, 'remote-boundaries': remoteBoundaries, 'service-layers': serviceLayers },
};
