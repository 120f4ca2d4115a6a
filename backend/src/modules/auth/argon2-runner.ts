import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hash, verify, type HashOptions } from 'argon2';

/** backend/hasher/argon2-hasher.mjs, from src/ (tests) and dist/ (production) alike. */
const HASHER_SCRIPT = fileURLToPath(new URL('../../../hasher/argon2-hasher.mjs', import.meta.url));

type Request =
  | { op: 'hash'; password: string; options: HashOptions }
  | { op: 'verify'; hash: string; password: string };
interface Reply {
  id: number;
  result?: string | boolean;
  error?: string;
}

/** Runs argon2 either in this process (libuv pool) or in a niced helper process that is respawned on demand. */
export class Argon2Runner {
  private child: ChildProcess | undefined;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (v: string | boolean) => void; reject: (e: Error) => void }
  >();

  constructor(private readonly inChildProcess: boolean) {}

  hash(password: string, options: HashOptions): Promise<string> {
    if (!this.inChildProcess) return hash(password, options);
    return this.send({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(stored: string, password: string): Promise<boolean> {
    if (!this.inChildProcess) return verify(stored, password);
    return this.send({ op: 'verify', hash: stored, password }) as Promise<boolean>;
  }

  close() {
    const child = this.child;
    this.child = undefined;
    child?.kill();
  }

  private helper(): ChildProcess {
    if (this.child?.connected) return this.child;
    const child = fork(HASHER_SCRIPT, [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      this.idleUnref();
      if (reply.error !== undefined) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.result as string | boolean);
    });
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
      for (const [id, waiter] of this.pending) {
        waiter.reject(new Error('password hasher exited'));
        this.pending.delete(id);
      }
    });
    // An idle helper never keeps the API process alive; a pending request does (see send()).
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private idleUnref() {
    if (this.pending.size === 0) this.child?.channel?.unref();
  }

  private send(request: Request): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const child = this.helper();
      this.pending.set(id, { resolve, reject });
      // Keeps the process alive until the answer arrives (e.g. the admin seed runs before the server listens).
      child.channel?.ref();
      child.send({ id, ...request }, (error) => {
        if (!error) return;
        this.pending.delete(id);
        this.idleUnref();
        reject(error);
      });
    });
  }
}
