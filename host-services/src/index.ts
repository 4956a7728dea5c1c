export { useSessionStore } from './session-store';
export { setHeaderLabel, useHeaderLabel } from './header-label';
export { createHostApi, type ApiTransport } from './create-host-api';
export { useHostServices, type HostFrame } from './useHostServices';
export { warmHostApi } from './load-http-host-api';
