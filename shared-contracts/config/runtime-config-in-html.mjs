/**
 * A value of the site's runtime config in a remote's pre-rendered HTML. A remote renders its pages
 * when it is built, without the config of the site it will run in; where a page must show such a
 * value to a browser without scripts (the donation accounts, in a <noscript>), it writes this
 * placeholder, and the shell's server writes the value in as it sends the page.
 */
/**
 * The id of the JSON <script> element in which the shell's server writes the runtime config into
 * every page it sends, so the browser has it without a request (shell/server/page.mjs, read by
 * shell/src/federation/runtime-config.ts).
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export const runtimeConfigPlaceholder = (path) => `{{runtime-config:${path}}}`;

const PLACEHOLDER = /\{\{runtime-config:([A-Za-z0-9_.]+)\}\}/g;

/** The config's own value at a path (never one it inherits, such as a method of every object). */
const valueAt = (config, path) =>
  path.split('.').reduce((value, key) => (value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? value[key] : undefined), config);

const SINGLE_VALUE_TYPES = ['string', 'number', 'boolean'];

/** The HTML with each placeholder replaced by its value, made safe by `escape`; anything but a single value by nothing. */
export function fillRuntimeConfigPlaceholders(html, config, escape) {
  return html.replace(PLACEHOLDER, (_placeholder, path) => {
    const value = valueAt(config, path);
    return SINGLE_VALUE_TYPES.includes(typeof value) ? escape(String(value)) : '';
  });
}
