import { Alert, Button } from 'antd';
import { describeError, useErrorToast } from './use-error-toast';

/** Inline error for a failed list, with a retry; the same text is also toasted once. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  useErrorToast(error);
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={describeError(error)}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    />
  );
}
