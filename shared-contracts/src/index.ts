export * from './constants';
export * from './roles';
export * from './routes';
export * from './api-paths';
export * from './api-errors';
export * from './runtime-config';
// Through the package name, so the federation runtime shares this one module as a singleton.
export * from 'shared-contracts/host';
export * from './validation/aadhaar';
export * from './schemas/common';
export * from './schemas/fields';
export * from './schemas/auth';
export * from './schemas/session';
export * from './schemas/forms';
export * from './schemas/admin';
export * from './session-token';
export * from './organisation';
