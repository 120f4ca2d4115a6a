import { createRequire } from 'node:module';
import { pino, type DestinationStream } from 'pino';

const require = createRequire(import.meta.url);

/** Whether `pino-pretty` is installed (a development dependency: absent from a production install). */
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Where log lines go: JSON lines on stdout (production, tests, a log collector, a pipe); on a developer's
 * terminal (not production, stdout a TTY) human-readable lines through pino-pretty when it is installed.
 */
export function logDestination(env: 'production' | 'development' | 'test'): DestinationStream {
  if (env === 'production' || !process.stdout.isTTY || !prettyAvailable()) return process.stdout;
  return pino.transport({
    target: 'pino-pretty',
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  });
}
