import type { AppBuildOptions } from '../rspack.base';

/** remote-public exposes its whole route tree; the shell mounts it for every public path. */
export const federation: AppBuildOptions['federation'] = {
  name: 'remote_public',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/App.tsx' },
};
