/**
 * The browser side of the contract (`shared-contracts/host`): the host context the shell hands to
 * remotes, the interface of `host.api` and the one error it throws, page metadata, and reading the
 * session token. It uses React and runs in the browser; the federation runtime shares it as one
 * singleton. The root entry stays pure (no React, no browser), so the API and server rendering can
 * import it.
 */
export * from './host-context';
export * from './host-api';
export * from './api-error';
export * from './session-token';
