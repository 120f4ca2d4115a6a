import type { ComponentType } from 'react';

/** Marks a remote's root with the build it came from, so operators (and tests) can tell which deploy is live. */
export function withBuildStamp(App: ComponentType, buildId: string): ComponentType {
  function StampedRemote() {
    return (
      <div data-build={buildId} style={{ display: 'contents' }}>
        <App />
      </div>
    );
  }
  StampedRemote.displayName = `Stamped(${App.displayName ?? App.name ?? 'Remote'})`;
  return StampedRemote;
}
