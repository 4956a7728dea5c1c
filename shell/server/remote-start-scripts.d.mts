export const REMOTE_START_SCRIPTS_ELEMENT_ID: string;
export function withRemoteStartScripts(page: string, startScriptsByRemote: Record<string, string[]>): string;
