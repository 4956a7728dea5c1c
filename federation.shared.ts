/**
 * The federation contract every app builds with: the packages that are singletons shared at
 * run time, and the version ranges a remote accepts from the host.
 */
import type { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import contracts from './shared-contracts/package.json';

type FederationOptions = Parameters<typeof createModuleFederationConfig>[0];
export type SharedConfig = NonNullable<FederationOptions['shared']>;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: true });
const contractsMajor = `^${contracts.version.split('.')[0]}.0.0`;

export const sharedSingletons: SharedConfig = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'styled-components': singleton('^6.0.0'),
  // Only the host context must be one instance on the page; the rest of the contracts (routes,
  // schemas, constants) is plain code each app bundles and tree-shakes. A remote accepts any host
  // of the same major version: a change to `host.api` or the context is a new major.
  'shared-contracts/host': singleton(contractsMajor),
  // React Router, through the part of it the apps use (see shared-contracts/src/router.ts).
  'shared-contracts/router': singleton(contractsMajor),
  // One language state for the page: the host activates the language, every remote's messages
  // load into the same instance, and the React bindings read it from the host's provider.
  '@lingui/core': singleton('^6.0.0'),
  '@lingui/react': singleton('^6.0.0'),
};
