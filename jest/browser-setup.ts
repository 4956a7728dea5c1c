import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { forgetPageMemory } from '../shared-ui/src/form/kept-across-page-loads';

// A lazily loaded page is compiled on its first import in a test run; on a busy two-core machine
// that alone can pass Testing Library's default wait of one second.
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// A file of server code may run in Node's environment instead (`@jest-environment node`).
if (typeof window !== 'undefined') {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  // What a screen kept for the tab must not carry over into the next test.
  afterEach(() => {
    window.sessionStorage.clear();
    forgetPageMemory();
  });
}
