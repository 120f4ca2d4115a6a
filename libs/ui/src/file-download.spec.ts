import { fileResponse, paymentDocumentFileName, saveDownloadedFile } from './file-download';

describe('paymentDocumentFileName', () => {
  it('puts the number in the name, with slashes made safe', () => {
    expect(paymentDocumentFileName('invoice', 'YS/2627/00001')).toBe('invoice-YS-2627-00001.pdf');
    expect(paymentDocumentFileName('credit-note', 'YS/CN/2627/0001')).toBe(
      'credit-note-YS-CN-2627-0001.pdf',
    );
    expect(paymentDocumentFileName('invoice', '///')).toBe('invoice-document.pdf');
  });
});

describe('fileResponse and saveDownloadedFile', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
  });

  function response(body: string, status: number, type: string) {
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => body,
      blob: async () => new Blob([body], { type }),
    } as unknown as Response;
  }

  it('turns a file into an object URL of its bytes', async () => {
    const file = await fileResponse(response('%PDF-1.7', 200, 'application/pdf'));
    expect(file).toEqual({ url: 'blob:test/1', type: 'application/pdf' });
    expect(created).toHaveLength(1);
  });

  it("keeps the server's JSON error body", async () => {
    const body = await fileResponse(
      response('{"success":false,"message":"Invoice not found."}', 404, 'application/json'),
    );
    expect(body).toEqual({ success: false, message: 'Invoice not found.' });
    expect(created).toHaveLength(0);
  });

  it('saves through a link with the file name, then frees the URL', async () => {
    jest.useFakeTimers();
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.getAttribute('href')}`);
    });
    saveDownloadedFile({ url: 'blob:test/9', type: 'application/pdf' }, 'invoice-1.pdf');
    expect(clicks).toEqual(['invoice-1.pdf blob:test/9']);
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/9');
    jest.useRealTimers();
  });
});
