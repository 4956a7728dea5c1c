import { within } from '@testing-library/react';

/** A promise the test settles by hand, to look at the form while a request is pending. */
export function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<Value>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What axios rejects with when the server answers 4xx/5xx. */
export function httpError(status: number, message: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { message } } });
}

/** What axios rejects with when no answer arrived (offline, dropped connection). */
export function networkError() {
  return Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
}

/** The error shown next to a control (the described-by element announced as an alert), or null. */
export function fieldErrorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  for (const id of ids) {
    const element = control.ownerDocument.getElementById(id);
    if (element?.getAttribute('role') === 'alert') return element.textContent;
  }
  return null;
}

/** The submit button of a form, found by its accessible name. */
export function submitButtonOf(form: HTMLElement, name: RegExp) {
  return within(form).getByRole('button', { name });
}
