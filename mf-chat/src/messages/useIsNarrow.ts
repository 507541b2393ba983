import { useEffect, useState } from 'react';

/** Spec 9's mobile breakpoint: under 768 px the list and the conversation take turns. */
export const MOBILE_BREAKPOINT = 768;

export function useIsNarrow(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setNarrow(list.matches);
    list.addEventListener('change', onChange);
    onChange();
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}
