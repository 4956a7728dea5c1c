/**
 * Data for the page's scripts, in a `<script type="application/json">` element. '<' is escaped,
 * so no value can close the element.
 */
export const jsonScriptElement = (id, value) => `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
