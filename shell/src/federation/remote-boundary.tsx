import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { MESSAGES } from '@yoga/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import styles from './remote-boundary.module.css';

export type RemoteLoader = (retry: boolean) => Promise<{ default: ComponentType }>;

interface ErrorBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

class RemoteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] remote area failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-live="assertive">
        <h1 className={styles.title}>{MESSAGES.remoteUnavailable}</h1>
        <p>Please check your connection and try again. The rest of the site keeps working.</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}

function RemoteSpinner() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>Loading…</span>
    </div>
  );
}

/**
 * The one way a remote is mounted: lazy + Suspense spinner + error boundary with Retry.
 * React.lazy caches a rejection, so each attempt builds a new lazy component and remounts the boundary.
 */
export function RemoteBoundary({ load, label }: { load: RemoteLoader; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp: LazyExoticComponent<ComponentType> = useMemo(
    () => lazy(() => load(attempt > 0)),
    [load, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<RemoteSpinner />}>
        <div data-remote={label} className={styles.area}>
          <RemoteApp />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
