import type { AppBuildOptions } from '../rspack.base';

/** remote-auth exposes its whole route tree; the shell mounts it for the paths it owns. */
export const federation: AppBuildOptions['federation'] = {
  name: 'remote_auth',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/App.tsx' },
};
