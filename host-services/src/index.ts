export { useSessionStore } from './session-store';
export { setHeaderLabel, clearHeaderLabel, useHeaderLabel } from './header-label';
export { createApiClient } from './api-client';
export { createHostApi, type ApiTransport } from './create-host-api';
export { useHostServices, type HostFrame } from './useHostServices';
