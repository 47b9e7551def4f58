// What the k6 runtime provides that @types/k6 leaves out (a script file: no imports/exports here).

/** The standard end-of-test summary text; k6 fetches this module at run time. */
declare module 'https://jslib.k6.io/k6-summary/0.1.0/index.js' {
  export function textSummary(data: unknown, options?: { indent?: string; enableColors?: boolean }): string;
}

declare var console: {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};
