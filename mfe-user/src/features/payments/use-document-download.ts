import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import { paymentDocumentFileName, saveDownloadedFile, type PaymentDocumentKind } from '@yoga/ui';
import { usePaymentDocumentMutation } from './payments.api';

export const DOCUMENT_LABELS: Record<PaymentDocumentKind, string> = {
  invoice: 'invoice',
  'credit-note': 'credit note',
};

/**
 * Downloads a payment's invoice or credit note and saves it named after its number. `pending` is the
 * document being fetched; `error` the last failure, for the page to show.
 */
export function useDocumentDownload() {
  const [fetchDocument] = usePaymentDocumentMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (id: number, kind: PaymentDocumentKind, number: string) => {
    setPending(`${kind}-${id}`);
    setError(null);
    try {
      const file = await fetchDocument({ id, kind }).unwrap();
      saveDownloadedFile(file, paymentDocumentFileName(kind, number));
    } catch (failure) {
      setError(
        `Could not download the ${DOCUMENT_LABELS[kind]} ${number}. ${
          errorMessage(failure) ?? 'Please try again.'
        }`,
      );
    } finally {
      setPending(null);
    }
  };

  return { download, pending, error, clearError: () => setError(null) };
}
