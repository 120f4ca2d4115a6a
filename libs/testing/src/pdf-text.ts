import { execFile } from 'node:child_process';
import { REPO_ROOT } from './server';

/**
 * pdf.js reads the file in a child Node process: it ships as ES modules only, which the e2e suites'
 * CommonJS test runtime cannot import.
 */
const READ_TEXT = `
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  const parts = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\\n' : ' ');
  }
  await task.destroy();
  process.stdout.write(parts.join('').replace(/[ \\t]+/g, ' '));
});
`;

/**
 * The text of a PDF as a reader's copy and search see it (pdf.js). Rejects when the bytes are not a PDF.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
    return Promise.reject(new Error(`not a PDF: ${pdf.subarray(0, 40).toString('latin1')}`));
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', READ_TEXT],
      { cwd: REPO_ROOT, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
