/**
 * Files the API sends as attachments (invoice and credit-note PDFs, CSV exports), fetched through the
 * RTK Query base query (so the session token goes along) and saved in the browser.
 */

/** What a file endpoint keeps in the store: an object URL (a string, so the store stays serializable). */
export interface DownloadedFile {
  url: string;
  type: string;
}

/**
 * `responseHandler` for a fetchBaseQuery endpoint that answers a file: a success becomes an object URL of
 * its bytes; an error keeps the server's JSON body (`{ success: false, message }`) for `errorMessage`.
 */
export async function fileResponse(response: Response): Promise<DownloadedFile | unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), type: blob.type } satisfies DownloadedFile;
}

/**
 * Saves a downloaded file under `filename` through a temporary link (works on phones and in in-app
 * browsers that allow downloads), then frees the object URL.
 */
export function saveDownloadedFile(file: DownloadedFile, filename: string): void {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 0);
}

export type PaymentDocumentKind = 'invoice' | 'credit-note';

/**
 * "invoice-YS-2627-00001.pdf" for invoice YS/2627/00001: the document's number in the file name, with the
 * characters a file name cannot hold replaced.
 */
export function paymentDocumentFileName(kind: PaymentDocumentKind, number: string): string {
  const safe = number
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${kind}-${safe || 'document'}.pdf`;
}
