import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { panelSkeletonHtml } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import '../i18n';
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
    return <RemoteFailure onRetry={this.props.onRetry} />;
  }
}

/** "This section is temporarily unavailable" (spec section 8) with a Retry, in the page's language. */
function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useLocale();
  return (
    <section className={styles.fallback} role="alert" aria-live="assertive">
      <h1 className={styles.title}>{t('shell.remote.unavailable')}</h1>
      <p>{t('shell.remote.hint')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('shell.remote.retry')}
      </button>
    </section>
  );
}

function RemoteSpinner() {
  const { t } = useLocale();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{t('shell.remote.loading')}</span>
    </div>
  );
}

/**
 * While a panel's code loads: the same frame and dashboard skeleton the server put in the page's HTML
 * (`panelSkeletonHtml`), so the first paint stays on screen instead of turning into a spinner.
 */
function PanelSkeleton() {
  // The student panel's first screen (ADR 0017) may have filled the server's skeleton with her next
  // class: that node is kept (moved, with its Join's listener) instead of being drawn over with grey.
  const kept = useMemo(
    () => document.querySelector<HTMLElement>('[data-panel-skeleton][data-first-screen]'),
    [],
  );
  return kept ? <KeptFirstScreen node={kept} /> : <GreySkeleton />;
}

/** Puts the kept first screen back in the page React now owns, before the browser paints. */
function KeptFirstScreen({ node }: { node: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (host.current && node.parentNode !== host.current) host.current.appendChild(node);
  }, [node]);
  return <div ref={host} />;
}

function GreySkeleton() {
  const { t } = useLocale();
  const { brand_name } = useBusinessDetails();
  const html = useMemo(() => ({ __html: panelSkeletonHtml(brand_name) }), [brand_name]);
  return (
    <div role="status" aria-live="polite">
      <span className={styles.srOnly}>{t('shell.remote.loading')}</span>
      <div dangerouslySetInnerHTML={html} />
    </div>
  );
}

/**
 * The one way a remote is mounted: lazy + Suspense spinner (a panel: its skeleton) + error boundary with
 * Retry. React.lazy caches a rejection, so each attempt builds a new lazy component and remounts the
 * boundary.
 */
export function RemoteBoundary({
  load,
  label,
  panel = false,
}: {
  load: RemoteLoader;
  label: string;
  panel?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp: LazyExoticComponent<ComponentType> = useMemo(
    () => lazy(() => load(attempt > 0)),
    [load, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={panel ? <PanelSkeleton /> : <RemoteSpinner />}>
        <div data-remote={label} className={styles.area}>
          <RemoteApp />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
