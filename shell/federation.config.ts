import type { AppBuildOptions } from '../rspack.base';

/** The host declares no remotes at build time: it reads them from /remotes.json at start. */
export const federation: AppBuildOptions['federation'] = {
  name: 'shell',
  remotes: {},
};
