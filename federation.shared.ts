/**
 * The federation contract every app builds with: the packages that are singletons shared at
 * run time, and the version ranges a remote accepts from the host.
 */
import type { createModuleFederationConfig } from '@module-federation/enhanced/rspack';

type FederationOptions = Parameters<typeof createModuleFederationConfig>[0];
export type SharedConfig = NonNullable<FederationOptions['shared']>;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: true });

export const sharedSingletons: SharedConfig = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  'styled-components': singleton('^6.0.0'),
  zustand: singleton('^5.0.0'),
  // Only the host context must be one instance on the page; the rest of the contracts (routes,
  // schemas, constants) is plain code each app bundles and tree-shakes.
  'shared-contracts/host': singleton('^1.0.0'),
};
