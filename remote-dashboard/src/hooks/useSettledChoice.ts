import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** How long the arrow keys rest on an option before it applies. */
const CHOICE_SETTLES_MS = 400;

/**
 * A select whose choice loads something. The arrow keys on a closed select step through every
 * option on the way, each a change: those apply once the keys rest on one, so a slow line loads
 * one list, not one per step. A choice made with the pointer or a phone's picker applies at once.
 */
export function useSettledChoice<Value extends string>(applied: Value, apply: (value: Value) => void) {
  // The choice made and not applied yet: the select shows it until what applies catches up.
  const [chosen, setChosen] = useState<{ value: Value; byKeys: boolean } | null>(null);
  const stepping = useRef(false);
  const applyNow = useRef(apply);
  applyNow.current = apply;

  // Back and Forward change what applies too; a step not yet applied is dropped.
  useEffect(() => setChosen(null), [applied]);
  useEffect(() => {
    if (!chosen?.byKeys) return;
    const timer = setTimeout(() => applyNow.current(chosen.value), CHOICE_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [chosen]);

  return {
    value: chosen?.value ?? applied,
    // Tab leaves the select before its key comes up: a key that moves on changes no choice.
    onKeyDown: (event: KeyboardEvent) => {
      stepping.current = event.key !== 'Tab';
    },
    onKeyUp: () => {
      stepping.current = false;
    },
    onBlur: () => {
      stepping.current = false;
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.target.value as Value;
      setChosen({ value, byKeys: stepping.current });
      if (!stepping.current) applyNow.current(value);
    },
  };
}
