/**
 * A per-key fixed one-minute window. Deliberately tiny and local to the relay: @fastify/rate-limit decorates the
 * root instance, and the relay must not collide with another plugin registering it for other routes.
 */
export class MinuteRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns 0 when allowed, else the seconds until the window resets. `perMinute` 0 disables the limit. */
  hit(key: string): number {
    if (this.perMinute <= 0) return 0;
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= 60_000) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    w.count += 1;
    if (w.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(key);
  }
}
