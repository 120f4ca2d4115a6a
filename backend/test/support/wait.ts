/** Polls `check` every 50 ms until it answers true; false when `ms` ran out first. */
export async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Runs `check` (a function of assertions) every 50 ms until it passes; after `ms` its last failure is
 * thrown. For what arrives after a commit (domain events, the outbox), generous on a loaded machine.
 */
export async function untilPasses(check: () => Promise<void> | void, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
