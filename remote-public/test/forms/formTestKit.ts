import { act } from '@testing-library/react';
import { forgetPageMemory } from 'shared-ui/testing';

export { deferred, fieldErrorOf } from 'standalone-host/testing';

/** The visitor leaves the page for one loaded whole: it is hidden, its form goes, and the next page starts with nothing in memory. */
export function leavePageWhole(page: { unmount(): void }): void {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  page.unmount();
  forgetPageMemory();
}
