import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { paymentDocumentFileName, saveDownloadedFile, type PaymentDocumentKind } from '@yoga/ui';
import { usePaymentDocumentMutation } from './payments.api';

/**
 * Downloads a payment's invoice or credit note and saves it named after its number. `pending` is the
 * document being fetched; `error` the last failure, for the page to show.
 */
export function useDocumentDownload() {
  const [fetchDocument] = usePaymentDocumentMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLocale();

  const download = async (id: number, kind: PaymentDocumentKind, number: string) => {
    setPending(`${kind}-${id}`);
    setError(null);
    try {
      const file = await fetchDocument({ id, kind }).unwrap();
      saveDownloadedFile(file, paymentDocumentFileName(kind, number));
    } catch (failure) {
      setError(
        t(`user.payments.downloadFailed.${kind}`, {
          number,
          reason: errorMessage(failure) ?? t('user.tryAgain'),
        }),
      );
    } finally {
      setPending(null);
    }
  };

  return { download, pending, error, clearError: () => setError(null) };
}
