export { deferred } from 'standalone-host/testing';

/** The error shown next to a control (the described-by element announced as an alert), or null. */
export function fieldErrorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  for (const id of ids) {
    const element = control.ownerDocument.getElementById(id);
    if (element?.getAttribute('role') === 'alert') return element.textContent;
  }
  return null;
}
