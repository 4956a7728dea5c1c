import { showStartFailure } from './start-failure';

// The async boundary lets the federation runtime negotiate shared modules before React loads.
// If the start-up code cannot arrive, the server's HTML stays, under a note in the page's language.
import('./bootstrap').catch((error: unknown) => {
  console.error('The site could not start', error);
  showStartFailure(document.getElementById('root')!);
});
