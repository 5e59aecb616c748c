import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths.ts';
import { renderRouterLink } from './renderRouterLink.tsx';

// Rare: the page arrives with its own chunk (the full-page states share one).
const RouteErrorPage = lazy(() =>
  import('@sorte/ui/pages').then((module) => ({ default: module.RouteErrorPage })),
);

/** A route that failed to load or render: a clear page with retry and a way home, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Suspense fallback={null}>
      <RouteErrorPage
        onRetry={() => void navigate(0)}
        homeHref={paths.home.path}
        renderLink={renderRouterLink}
        detail={detail}
      />
    </Suspense>
  );
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at: navigating elsewhere clears it. */
  at: string | null;
}

class ErrorBoundary extends Component<{ at: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(
    props: { at: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return state.at === props.at ? null : { at: props.at };
    return state.at === props.at ? null : { error: null, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('a page failed to load or render', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches a page whose chunk failed to load or whose render threw; another navigation tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary at={`${pathname}${search}`}>{children}</ErrorBoundary>;
}
