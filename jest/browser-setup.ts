import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// A file of server code may run in Node's environment instead (`@jest-environment node`).
if (typeof window !== 'undefined') window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
