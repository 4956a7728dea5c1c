import { createContext, useContext, type ReactNode } from 'react';

/**
 * Element ids (label `for`, `aria-labelledby`, `aria-describedby`) that are the same in the HTML a
 * remote renders ahead of time and in the browser. React's useId cannot promise that here: its ids
 * depend on where the remote sits in the host's tree, which the remote's own render does not know.
 * An id is its scope (the form or widget it belongs to) plus a name unique within that scope.
 */
const Scope = createContext('');

/** Letters of any script are kept: a Hindi label makes an id as an English one does. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Names the ids of everything inside, e.g. one form's fields: `contact-us-email`. */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  const parent = useContext(Scope);
  return <Scope.Provider value={[parent, slug(name)].filter(Boolean).join('-')}>{children}</Scope.Provider>;
}

/** An id from the enclosing scope and the given parts (any text; made safe for an id). */
export function useStableId(...parts: string[]): string {
  const scope = useContext(Scope);
  return [scope, ...parts.map(slug)].filter(Boolean).join('-');
}
