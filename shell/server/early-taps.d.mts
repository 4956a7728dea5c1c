export const REMOTE_PART_LIVE_EVENT: string;
export const REMOTE_PART_ELEMENT_ID: string;
export function keepEarlyTaps(partElementId: string, liveEvent: string): void;
