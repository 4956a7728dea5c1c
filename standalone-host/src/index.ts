export { StandaloneHost, renderStandalone } from './StandaloneHost';
export { STANDALONE_CONFIG } from './standalone-config';
