/** For tests only: a new page, as far as what the forms keep in memory goes. */
export { forgetPageMemory } from './form/kept-across-page-loads';
