// Password hashing in a low-priority helper process: argon2id needs tens of ms of CPU per call, and at
// the lowest CPU priority (nice 19) a login flood cannot take the CPU away from the event loop (health, pages).
// Protocol (IPC): { id, op: 'hash', password, options } | { id, op: 'verify', hash, password } -> { id, result } | { id, error }.
import { hash, verify } from 'argon2';
import { setPriority } from 'node:os';

try {
  setPriority(19);
} catch {
  // Not permitted here: hashing still works, just without the lower priority.
}

process.on('message', async (msg) => {
  try {
    const result =
      msg.op === 'hash'
        ? await hash(msg.password, msg.options)
        : await verify(msg.hash, msg.password);
    process.send({ id: msg.id, result });
  } catch (error) {
    process.send({ id: msg.id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The API process went away: so does its helper. A stop signal sent to the whole process group
// (Ctrl-C, systemd, a container stop) is left to the API process, which drains its requests (logins
// in flight still need this helper) and then closes the channel.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
