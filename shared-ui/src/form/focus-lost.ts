/**
 * Nothing has the focus: sending disabled the button that had it (browsers drop it to the page,
 * some keep it on the disabled button), and the visitor has not moved it since.
 */
export function focusIsLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || (focused as HTMLButtonElement).disabled === true;
}
