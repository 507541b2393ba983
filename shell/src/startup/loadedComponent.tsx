// A component whose code is loaded once and shown as soon as it is in. React.lazy under Suspense
// would hold it back: React keeps a suspended boundary's content from showing until 300 ms after its
// fallback appeared (its fallback throttle, meant against flashes), so a first screen whose code
// arrived 100 ms after the splash sat idle for 200 ms more (Lighthouse, mobile: the client's portal
// and My Schedule rendered, and began their reads, ~300 ms after their code was in). Here the
// fallback is ordinary content and the arrival an ordinary state update, shown at once.
import { type ComponentType, startTransition, useEffect, useState } from 'react';

/** A component's code: on its way, then loaded (`component`). */
export interface ComponentCode<P extends object> {
  readonly loading: Promise<ComponentType<P>>;
  component?: ComponentType<P>;
}

/** Starts loading (once per call: keep the result to share it). A failure is left to `useLoadedComponent`'s caller. */
export function loadComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentCode<P> {
  const code: { loading: Promise<ComponentType<P>>; component?: ComponentType<P> } = {
    loading: load().then((component) => (code.component = component)),
  };
  // The component's error boundary shows a failure once it renders; until then it is not unhandled.
  code.loading.catch(() => undefined);
  return code;
}

/**
 * The loaded component, or undefined while its code is on its way; the re-render comes when it
 * arrives. A failed load is thrown to the nearest error boundary.
 */
export function useLoadedComponent<P extends object>(code: ComponentCode<P>): ComponentType<P> | undefined {
  // A function in state would be taken for an initialiser: the component is kept in an object.
  const [loaded, setLoaded] = useState<{ component: ComponentType<P> } | undefined>(code.component && { component: code.component });
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (loaded) return;
    let shown = true;
    code.loading.then(
      // A transition: React renders the page in slices, yielding to the browser every few
      // milliseconds, instead of in one long task that holds the phone's main thread.
      (component) => shown && startTransition(() => setLoaded({ component })),
      (failure: unknown) => shown && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      shown = false;
    };
  }, [code, loaded]);
  if (error) throw error;
  return loaded?.component;
}
