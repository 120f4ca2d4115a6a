import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A hand-driven HTTP/1.1 connection: the test decides when each byte is sent, so a request can be
 * "in flight" (headers sent, body not yet) at an exact moment, and a connection kept alive between
 * requests.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  private async until<T>(take: () => T | undefined): Promise<T> {
    for (;;) {
      const value = take();
      if (value !== undefined) return value;
      if (this.closed) throw new Error('connection closed');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  write(text: string) {
    this.socket.write(text);
  }

  /** Resolves when the server has closed the connection. */
  whenClosed(): Promise<void> {
    return this.until(() => (this.closed ? true : undefined)).then(() => undefined);
  }

  /** Reads one response (interim 1xx responses included), by its Content-Length. */
  read(): Promise<RawResponse> {
    return this.until(() => {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => {
          const i = l.indexOf(':');
          return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffer.length < end + 4 + length) return undefined;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    });
  }

  destroy() {
    this.socket.destroy();
  }
}
