import { remoteOriginsOf } from './runtime-config.mjs';

/**
 * The shell's page as the server sends it: the runtime config inlined (one round trip less
 * before the first remote can load) and early connections to the remotes' servers.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export function pageWithRuntimeConfig(html, config) {
  // '<' escaped, so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const head = [
    ...remoteOriginsOf(config).map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`,
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}
