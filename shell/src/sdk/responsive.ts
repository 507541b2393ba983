// Spec 9's mobile breakpoint, for the shell's sidebar and every remote's one-pane layouts.
import { useEffect, useState } from 'react';

export const MOBILE_BREAKPOINT = 768;

/** True under 768 px wide, following the window as it resizes. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMobile(list.matches);
    list.addEventListener('change', onChange);
    onChange();
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}
