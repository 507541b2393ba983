// A remote page inside its own error boundary and loading state, so a broken remote only
// breaks the content area, and inside antd's theme and App (loaded with it: the shell's own first
// screen renders no antd), unless the route says the page is plain markup (routeTable.ts).
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';

import { LazyAntdAppFrame } from '../LazyAntdTheme';
import { type ComponentCode, loadComponent, useLoadedComponent } from '../startup/loadedComponent';
import { PageLoading } from './PageLoading';
import { describeRemoteFailure } from './remoteFailure';
import { loadRemotePage, resetRemotes, type RemoteName } from './remotes';

const RemoteErrorView = lazy(() => import('./RemoteErrorView'));

const pages = new Map<string, ComponentCode<object>>();

function remotePage(remote: RemoteName, module: string): ComponentCode<object> {
  const key = `${remote}/${module}`;
  let code = pages.get(key);
  if (!code) {
    // Started now, beside antd's frame, not when the page first renders: inside the frame that is
    // once the frame has loaded, and the page's manifest, code and data came one after the other.
    code = loadComponent<object>(() =>
      loadRemotePage(remote, module).then(
        (loaded) => loaded.default,
        (error: unknown) => {
          // A failed load is not kept: the next visit to the route tries again (after a refusal
          // that only a reload can help, without re-registering the remote: remoteFailure.ts).
          pages.delete(key);
          if (!describeRemoteFailure(error instanceof Error ? error.message : String(error)).needsReload) resetRemotes(remote);
          throw error;
        },
      ),
    );
    pages.set(key, code);
  }
  return code;
}

/** Starts loading a remote page's code (kept for its RemotePage): a first screen's, early. */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  remotePage(remote, module);
}

/** The page once its code is in (at once: loadedComponent.ts says why not React.lazy), else the fallback. */
function LoadedPage({ code, fallback }: { code: ComponentCode<object>; fallback: ReactNode }) {
  const Page = useLoadedComponent(code);
  // The same component every render of a page: remotePage keeps one loaded code per page.
  // eslint-disable-next-line react-hooks/static-components
  return Page ? <Page /> : fallback;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Remote page failed', error);
  }

  private retry = () => this.props.onRetry();

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={<PageLoading />}>
          <RemoteErrorView message={this.state.error.message} onRetry={this.retry} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  /** The page renders no antd on its first screen, so it does not wait for antd's frame. */
  plain?: boolean;
  /** What shows while its code loads (a part of a page keeps its own space: the dashboard's card). */
  fallback?: ReactNode;
}

/** A remote's module in its error boundary; also a part of a shell page (the dashboard's Time Clock card). */
export function RemotePage({ remote, module, plain = false, fallback = <PageLoading /> }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const code = remotePage(remote, module);
  const retry = () => {
    pages.delete(`${remote}/${module}`);
    resetRemotes(remote);
    setAttempt((count) => count + 1);
  };
  const page = <LoadedPage code={code} fallback={fallback} />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      {plain ? (
        page
      ) : (
        <Suspense fallback={fallback}>
          <LazyAntdAppFrame>{page}</LazyAntdAppFrame>
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
