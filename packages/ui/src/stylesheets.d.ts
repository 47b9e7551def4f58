// A stylesheet import (`import './shell.css'`) adds the sheet to the page through webpack's CSS
// loaders; it gives the importing module nothing. TypeScript 7 checks that a side-effect import
// resolves (noUncheckedSideEffectImports), so the frontends' stylesheets are declared here, once.
declare module '*.css';
