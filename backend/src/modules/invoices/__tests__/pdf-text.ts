import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF as pdf.js reads it (what a reader's copy and search see). */
export async function pdfText(
  pdf: Buffer,
): Promise<{ pages: number; text: string; title?: string }> {
  const task = getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items)
        if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : ' ');
    }
    const meta = await doc.getMetadata();
    const info = meta.info as { Title?: string };
    return {
      pages: doc.numPages,
      text: parts.join('').replace(/[ \t]+/g, ' '),
      title: info.Title,
    };
  } finally {
    await task.destroy();
  }
}
