import { errorCode } from './errors';
import { errorCodeAmong, errorMessage, postPublic, PublicCallError } from './public-call';

/** What postPublic reads of an answer (jsdom has no Response). */
const answer = (body: string, status: number) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;

describe('postPublic (the sign-in and registration pages, without the store)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('posts JSON to /api with the page language and answers the parsed body', async () => {
    fetchMock.mockResolvedValue(answer('{"token":"t"}', 200));
    await expect(postPublic('/auth/login', { email: 'a@b.in' })).resolves.toEqual({ token: 't' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.in"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'en-IN',
    });
  });

  it('throws the API error in the store’s shape, so errorCode and errorMessage read it', async () => {
    fetchMock.mockResolvedValue(
      answer('{"success":false,"code":"invalid_credentials","message":"Wrong password."}', 401),
    );
    const error = await postPublic('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublicCallError);
    expect(error).toMatchObject({ status: 401 });
    expect(errorCode(error)).toBe('invalid_credentials');
    expect(errorMessage(error)).toBe('Wrong password.');
  });

  it('reports a network failure as FETCH_ERROR, with no code', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const error = await postPublic('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(errorCode(error)).toBeUndefined();
    expect(errorCodeAmong(error, ['account_blocked'])).toBeUndefined();
  });

  it('errorCodeAmong answers the code only when it is one of those asked for, as errorCode compared', async () => {
    const failing = (code: string) =>
      new PublicCallError(403, { success: false, code, message: 'Blocked.' });
    const asked = ['account_blocked', 'too_many_attempts'] as const;
    expect(errorCodeAmong(failing('account_blocked'), asked)).toBe('account_blocked');
    expect(errorCodeAmong(failing('too_many_attempts'), asked)).toBe('too_many_attempts');
    expect(errorCodeAmong(failing('invalid_credentials'), asked)).toBeUndefined();
    expect(
      errorCodeAmong(new PublicCallError(502, '<html>Bad gateway</html>'), asked),
    ).toBeUndefined();
    expect(errorCodeAmong(undefined, asked)).toBeUndefined();
  });
});
