// Search boxes that ask the server: wait for a pause in typing instead of a request per keystroke.
import { useEffect, useState } from 'react';

/** Wait this long after the last keystroke before searching on the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value` once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
