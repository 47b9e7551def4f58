// Forms from contract schemas. A subpath of its own, not the shared platform singleton: it loads
// zod and the resolver, which the first page load does not need; each remote bundles its copy.
export * from './contract-resolver.js';
export * from './use-profile-prefill.js';
export * from './field-error.js';
