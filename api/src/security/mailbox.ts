/** Providers that ignore dots in the name part of an address (and their other domain names). */
const DOTS_IGNORED: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for limits on the mail the site sends: `Name+tag@…` and
 * (at Gmail) `n.a.m.e@…` reach the same inbox, so they must share one allowance.
 */
export function mailboxOf(address: string): string {
  const [name, domain = ''] = address.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const untagged = name.split('+')[0];
  const provider = DOTS_IGNORED[domain];
  return provider ? `${untagged.replaceAll('.', '')}@${provider}` : `${untagged}@${domain}`;
}
