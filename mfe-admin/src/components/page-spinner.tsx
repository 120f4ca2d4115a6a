import { Spin } from 'antd';

export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
      <span style={{ position: 'absolute', left: -9999 }}>Loading…</span>
    </div>
  );
}
