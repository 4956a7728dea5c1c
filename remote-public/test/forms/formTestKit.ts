export { deferred, fieldErrorOf } from 'standalone-host/testing';
