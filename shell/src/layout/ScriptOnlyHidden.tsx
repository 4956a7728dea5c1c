/**
 * What does nothing without scripts carries `data-needs-scripts`, in the frame and in every
 * remote's pages: a browser without scripts hides it. The frame is on every page, so the rule
 * comes with it (in a <noscript>, see without-scripts.tsx).
 */
const HIDE_SCRIPT_ONLY = '[data-needs-scripts]{display:none}';

export function ScriptOnlyHidden() {
  return <style>{HIDE_SCRIPT_ONLY}</style>;
}
