/**
 * Marks a bar pinned to the window's top (the site's header, the dashboard's phone bar): what
 * shows at the top of the window, such as the toasts, goes below it.
 */
export const PINNED_BAR_ATTRIBUTE = 'data-pinned-bar';

/** Spread on such a bar: `<Bar {...PINNED_BAR_MARK}>`. */
export const PINNED_BAR_MARK = { [PINNED_BAR_ATTRIBUTE]: '' } as const;
