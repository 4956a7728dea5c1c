import { HONEYPOT_FIELD } from 'shared-contracts';

/**
 * Takes the hidden bot-trap field out of a form body (the schemas do not know it). `caught` is
 * true when something was typed into it: people never see the field, form-filling bots do.
 */
export function takeHoneypot<Body>(body: Body): { caught: boolean; rest: Body } {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return { caught: false, rest: body };
  const { [HONEYPOT_FIELD]: trap, ...rest } = body as Record<string, unknown>;
  return { caught: typeof trap !== 'string' || trap.trim() !== '', rest: rest as Body };
}
