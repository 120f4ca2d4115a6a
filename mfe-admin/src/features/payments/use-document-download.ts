import { useState } from 'react';
import { App } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { paymentDocumentFileName, saveDownloadedFile, type PaymentDocumentKind } from '@yoga/ui';
import { usePaymentDocumentMutation } from './payments.api';

const LABELS: Record<PaymentDocumentKind, string> = {
  invoice: 'invoice',
  'credit-note': 'credit note',
};

/**
 * Downloads a payment's invoice or credit note PDF, saved under its number; failures are toasted with
 * the server's reason. `pending` names the document being fetched (`invoice-12`).
 */
export function useDocumentDownload() {
  const { message } = App.useApp();
  const [fetchDocument] = usePaymentDocumentMutation();
  const [pending, setPending] = useState<string | null>(null);

  const download = async (id: number, kind: PaymentDocumentKind, number: string) => {
    setPending(`${kind}-${id}`);
    try {
      const file = await fetchDocument({ id, kind }).unwrap();
      saveDownloadedFile(file, paymentDocumentFileName(kind, number));
    } catch (failure) {
      message.error(
        `Could not download the ${LABELS[kind]} ${number}. ${errorMessage(failure) ?? 'Please try again.'}`,
      );
    } finally {
      setPending(null);
    }
  };

  return { download, pending };
}
