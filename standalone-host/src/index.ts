export { StandaloneHost } from './StandaloneHost';
export { STANDALONE_CONFIG } from './standalone-config';
