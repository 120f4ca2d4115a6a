import { useState } from 'react';
import { errorMessage } from '@yoga/api-client';
import {
  paymentDocumentFileName,
  saveDownloadedFile,
  type PaymentDocumentKind,
  usePanelApp,
} from '@yoga/ui';
import { useLocale } from '@yoga/i18n';
import { useAdminPaymentDocumentMutation } from './payments.api';
import './i18n';

const FAILED: Record<PaymentDocumentKind, string> = {
  invoice: 'admin.payments.invoiceFailed',
  'credit-note': 'admin.payments.creditNoteFailed',
};

/**
 * Downloads a payment's invoice or credit note PDF, saved under its number; failures are toasted with
 * the server's reason. `pending` names the document being fetched (`invoice-12`).
 */
export function useDocumentDownload() {
  const { t } = useLocale();
  const { message } = usePanelApp();
  const [fetchDocument] = useAdminPaymentDocumentMutation();
  const [pending, setPending] = useState<string | null>(null);

  const download = async (id: number, kind: PaymentDocumentKind, number: string) => {
    setPending(`${kind}-${id}`);
    try {
      const file = await fetchDocument({ id, kind }).unwrap();
      saveDownloadedFile(file, paymentDocumentFileName(kind, number));
    } catch (failure) {
      message.error(
        t(FAILED[kind], {
          number,
          reason: errorMessage(failure) ?? t('admin.common.tryAgain'),
        }),
      );
    } finally {
      setPending(null);
    }
  };

  return { download, pending };
}
