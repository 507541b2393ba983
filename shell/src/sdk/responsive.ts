// The mobile breakpoint (768 px), for the shell's sidebar and every remote's one-pane layouts, and
// the phone width under which a table becomes a list of cards.
import { useEffect, useState } from 'react';

export const MOBILE_BREAKPOINT = 768;
/** antd's `sm`: under 576 px a table's columns no longer fit side by side. */
export const PHONE_BREAKPOINT = 576;

/** True while the media query matches, following the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    onChange();
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** True under 768 px wide. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}

/** True under 576 px wide. */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${PHONE_BREAKPOINT - 1}px)`);
}
