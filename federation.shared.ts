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
  'shared-contracts': singleton('^1.0.0'),
};
