/**
 * What the header's menus share as native disclosures (`<details>`): they open before the
 * scripts arrive, so a render in the browser starts from what the server's HTML shows.
 */

/** A `<summary>` without the browser's triangle: the menus draw their own sign. */
export const TOGGLE_WITHOUT_MARKER = `
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

/**
 * The element of the server's HTML, still on screen, that `selector` finds (an open menu, after a
 * click before the scripts ran). Read while rendering for the first time, before React hydrates
 * that HTML or replaces it; none in Node.
 */
export function inServerHtml(selector: string): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(selector);
}
