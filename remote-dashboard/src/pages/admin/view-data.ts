import { API_PATHS, messageFromError, viewDataResponseSchema, type TailorMachineRecord } from 'shared-contracts';
import { type HostServices } from 'shared-contracts/host';
import { parseAnswer } from '../../data/parse-answer';

export const VIEW_DATA_FAILURE = 'Failed to fetch data. Please try again later.';

/** The server said ok: false; its message (if any) is what the admin sees. */
class RefusedError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Refused');
  }
}

/** Spec §7: GET /api/admin/view-data → ok flag, data array, message on failure. */
export async function loadViewData(api: HostServices['api'], signal: AbortSignal): Promise<TailorMachineRecord[]> {
  const body: unknown = (await api.get(API_PATHS.adminViewData, { signal })).data;
  if (typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false) {
    const message = (body as { message?: unknown }).message;
    throw new RefusedError(typeof message === 'string' && message.trim() !== '' ? message : undefined);
  }
  return parseAnswer(viewDataResponseSchema, body).data;
}

/** Spec §8: 'Error: <server message>' when the server sent one, otherwise the generic failure. */
export function viewDataErrorText(error: unknown): string {
  const message = error instanceof RefusedError ? error.serverMessage : messageFromError(error, '') || undefined;
  return message ? `Error: ${message}` : VIEW_DATA_FAILURE;
}
