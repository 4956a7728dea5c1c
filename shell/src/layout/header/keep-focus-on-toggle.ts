/**
 * A menu's link to the page already shown goes nowhere, so nothing moves the focus to a new
 * page's heading: closing the menu hides the focused link and the focus would fall to the page's
 * start. It goes back to the menu's toggle instead, as after Escape. To be called before the
 * link's own click handler navigates, while the address is still the page shown.
 */
export function keepFocusOnToggleIfShownPage(link: HTMLAnchorElement, toggle: HTMLElement | null | undefined): void {
  const { pathname, search } = window.location;
  if (link.pathname === pathname && link.search === search) toggle?.focus();
}
