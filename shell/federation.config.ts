import type { AppBuildOptions } from '../rspack.base';

/** The host declares no remotes at build time: it reads them from the runtime config at start. */
export const federation: AppBuildOptions['federation'] = {
  name: 'shell',
  remotes: {},
};
