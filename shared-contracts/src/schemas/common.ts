import './zod-mini';
import * as z from 'zod/mini';

/** Every error, and most confirmations, answer `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
