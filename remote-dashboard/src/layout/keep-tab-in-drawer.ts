const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While the phone's drawer is open, Tab goes round its toggle and its controls: the page behind is
 * inert, so past the drawer's last control the focus would leave for the browser's own bar and
 * come back at the skip link, under the shade.
 */
export function keepTabInDrawer(event: KeyboardEvent, toggle: HTMLElement | null, drawer: HTMLElement | null): void {
  if (event.key !== 'Tab' || !toggle || !drawer) return;
  const controls = [toggle, ...drawer.querySelectorAll<HTMLElement>(CONTROLS)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && controls.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
