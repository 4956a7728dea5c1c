export default async function globalTeardown(): Promise<void> {
  globalThis.apiTestPostgres?.stop();
  globalThis.apiTestPostgres = undefined;
}
