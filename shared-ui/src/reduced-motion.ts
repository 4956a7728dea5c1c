/** The visitor asked for less motion (prefers-reduced-motion): what moves by itself stays still. */
export function wantsLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
