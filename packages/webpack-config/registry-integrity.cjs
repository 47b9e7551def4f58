'use strict';

const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * The global the shell defines before it loads any remote (shell/src/remotes/integrity-plugin.ts):
 * `integrityOf(url)` answers the SHA-384 integrity the remotes registry recorded for that file
 * when it was published, or a value no file matches for a file of a registered release that was
 * never published (fail closed), or undefined for anything else (a remote run standalone).
 */
const GLOBAL = '__TIRE_REMOTE_INTEGRITY__';

/** Runtime code: gives `element` (a <script> or <link>) the registry's integrity for `url`. */
const applyIntegrity = (element, url) =>
  [
    `var tireIntegrity = typeof window !== "undefined" && window.${GLOBAL} && window.${GLOBAL}.integrityOf(${url});`,
    `if (tireIntegrity) { ${element}.integrity = tireIntegrity; ${element}.crossOrigin = "anonymous"; }`,
  ].join('\n');

/**
 * Makes a remote's own chunk loading (webpack's script loader and mini-css-extract's stylesheet
 * loader) set `integrity` and `crossorigin` on every chunk from the registry's values, so a
 * chunk changed on the remote's origin is refused by the browser. (webpack-subresource-integrity
 * does not support Module Federation builds; the registry is where the hashes are trusted anyway.)
 */
class RegistryIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RegistryIntegrityPlugin', (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'RegistryIntegrityPlugin',
        (source) => `${source}\n${applyIntegrity('script', 'script.src')}`,
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        'RegistryIntegrityPlugin',
        (source) => `${source}\n${applyIntegrity('linkTag', 'linkTag.href')}`,
      );
    });
  }
}

module.exports = { RegistryIntegrityPlugin, INTEGRITY_GLOBAL: GLOBAL };
