import { useEffect } from 'react';
import { errorMessage } from '@yoga/api-client';
import { i18n } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';

/**
 * The text shown for any failed request: the server's message when it sent one (in the panel's language:
 * the API client sends Accept-Language), else "Something went wrong".
 */
export function describeError(error: unknown): string {
  return errorMessage(error) ?? i18n._('admin.common.somethingWentWrong');
}

/** Shows a failed query once as an antd message (errors never stay in the console only). */
export function useErrorToast(error: unknown) {
  const { message } = usePanelApp();
  useEffect(() => {
    if (error) message.error(describeError(error));
  }, [error, message]);
}

/** Wraps a mutation call: success text on success, the server's message on failure. */
export function useMutationFeedback() {
  const { message } = usePanelApp();
  return async function run<T>(action: () => Promise<T>, success?: string): Promise<T | undefined> {
    try {
      const result = await action();
      if (success) message.success(success);
      return result;
    } catch (err) {
      message.error(describeError(err));
      return undefined;
    }
  };
}
