import type { Response } from 'supertest';
import { pdfText } from '../../src/modules/invoices/__tests__/pdf-text.js';
import { bearer, type TestApp } from './test-app.js';

/** The seller the invoice tests configure (a well-formed GSTIN of Uttar Pradesh, code 09). */
export const GST_ENV = {
  GST_LEGAL_NAME: 'Asana Wellness Private Limited',
  GST_ADDRESS: 'B-12, Tower 3, Sector 63, Noida, Uttar Pradesh 201301, India',
  GSTIN: '09AAKCA1234M1ZJ',
  GST_STATE_CODE: '09',
  GST_LUT_NO: 'AD0904260012345',
} as const;

/** GET a payment's invoice or credit note as bytes (any status: the caller checks it). */
export function getDocument(
  t: TestApp,
  token: string | null,
  paymentId: number | string,
  kind: 'invoice' | 'credit-note' = 'invoice',
) {
  const req = t.http().get(`/api/payments/${paymentId}/${kind}`);
  if (token) req.set(bearer(token));
  return req.buffer(true).parse((res, callback) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  });
}

/** The PDF's text (pdf.js, what copy and search see), with the response checked as a PDF download. */
export async function pdfOf(res: Response): Promise<string> {
  const body = res.body as Buffer;
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeLessThan(100 * 1024);
  return (await pdfText(body)).text;
}
