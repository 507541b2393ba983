// A remote page inside its own error boundary and loading state, so a broken remote only
// breaks the content area, and inside antd's theme and App (loaded with it: the shell's own first
// screen renders no antd).
import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

import { LazyAntdAppFrame } from '../LazyAntdTheme';
import { PageLoading } from './PageLoading';
import { describeRemoteFailure } from './remoteFailure';
import { loadRemotePage, resetRemotes, type RemoteName } from './remotes';

const RemoteErrorView = lazy(() => import('./RemoteErrorView'));

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function remotePage(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() =>
      loadRemotePage(remote, module).catch((error: unknown) => {
        // A failed load is not cached: the next visit to the route tries again (after a refusal
        // that only a reload can help, without re-registering the remote: remoteFailure.ts).
        pages.delete(key);
        if (!describeRemoteFailure(error instanceof Error ? error.message : String(error)).needsReload) resetRemotes(remote);
        throw error;
      }),
    );
    pages.set(key, page);
  }
  return page;
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

export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(remote, module);
  const retry = () => {
    pages.delete(`${remote}/${module}`);
    resetRemotes(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <LazyAntdAppFrame>
          {/* The same component every render of a page: remotePage keeps one lazy component per page. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page />
        </LazyAntdAppFrame>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
