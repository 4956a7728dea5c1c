/** An address the page's own data names a script by: a full http(s) URL, as the shell's server writes them. */
export const isScriptAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);
