import { jsonScriptElement } from './json-script-element.mjs';
import { RUNTIME_CONFIG_ELEMENT_ID } from 'shared-contracts/runtime-config-in-html';
import { remoteOriginsOf } from './runtime-config.mjs';

/**
 * The shell's page as the server sends it: the runtime config inlined (one round trip less
 * before the first remote can load) and early connections to the remotes' servers.
 */
export function pageWithRuntimeConfig(html, config) {
  const head = [
    ...remoteOriginsOf(config).map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    jsonScriptElement(RUNTIME_CONFIG_ELEMENT_ID, config),
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}
