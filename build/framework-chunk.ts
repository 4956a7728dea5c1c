/**
 * The packages every page starts with, in one script: React and its DOM renderer, React Router
 * (with the contract module that re-exports it), styled-components and Lingui, with the packages
 * they import. Left to the defaults, they come as eight files; on a slow line each request
 * waits its round trip, and a browser opens only six connections to a host, so one file brings
 * the page live sooner (0.2–0.5 s at Lighthouse's slow 4G, see the README's "How the pieces
 * fit").
 * The file changes only when these packages (or the contract's list of what it re-exports from
 * React Router) do, so a returning visitor keeps it cached across deploys of the shell's own code.
 */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'styled-components',
  'stylis',
  '@emotion/is-prop-valid',
  '@emotion/memoize',
  '@lingui/core',
  '@lingui/react',
  '@lingui/message-utils',
  'use-sync-external-store',
];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (names: string[]) => names.map(escapeForPattern).join('|');

const FRAMEWORK_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${anyOf(FRAMEWORK_PACKAGES)})[\\\\/]|[\\\\/]shared-contracts[\\\\/]src[\\\\/]router\\.ts$`,
);

/** The split-chunks group that gathers them (the host's build and the benchmark's monolith). */
export const frameworkChunkGroup = {
  name: 'framework',
  test: FRAMEWORK_MODULES,
  chunks: 'all' as const,
  enforce: true,
  priority: 10,
};
