import { useEffect, useState } from 'react';

/** Inputs that take no typing: a tap on them brings up no keyboard (a date or time opens a picker). */
const NOT_TYPED = new Set([
  ...['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color', 'image', 'hidden'],
  ...['date', 'time', 'datetime-local', 'month', 'week'],
]);

function takesTyping(element: EventTarget | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NOT_TYPED.has(element.type);
}

/**
 * Whether the focus is in a field being typed in: on a phone the keyboard is up then, and what
 * floats at the foot of the window sits over the field's end and whatever the visitor types next.
 */
export function useTypingInField(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(takesTyping(document.activeElement));
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    // Some browsers send no focusout when the focused field leaves the page (a form sent and gone).
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return typing;
}
