import type { InquiryRepository } from "./repository";
import { composeAutoresponse, composeNotification, type OutgoingMail } from "./compose-mail";
import type { Inquiry } from "./schema";

export interface MailSender {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

export interface BackoffPolicy {
  /** Delay after the first failure; doubles per attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the inquiry is marked failed (it stays listed for a human). */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 12 };

export function backoffDelay(policy: BackoffPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryOptions {
  repository: InquiryRepository;
  sender: MailSender;
  from: string;
  /** Autoresponses allowed per hour over the whole store (AUTORESPONSE_PER_HOUR); 0 sends none. */
  autoresponsePerHour: number;
  backoff?: BackoffPolicy;
  /** How often due inquiries are looked for when nothing kicks the worker. */
  pollMs?: number;
  /** How long a claimed inquiry is reserved for this worker before another may retry it. */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  onError?: (error: unknown, inquiry?: Inquiry) => void;
}

/**
 * The outbox worker. Every state change is written to the store before the next step, so a restart resumes
 * where the last process stopped: an inquiry whose mailbox copy went out is never mailed twice to the mailbox,
 * only its autoresponse is retried. Runs are serialised; `kick()` after an insert delivers without waiting.
 */
export class DeliveryWorker {
  private readonly o: Required<Omit<DeliveryOptions, "onError">> & Pick<DeliveryOptions, "onError">;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(options: DeliveryOptions) {
    this.o = {
      backoff: DEFAULT_BACKOFF,
      pollMs: 5_000,
      leaseMs: 120_000,
      batchSize: 20,
      now: () => new Date(),
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Run soon; if a run is in progress, run once more after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.o.onError?.(error))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
          return;
        }
        this.timer = setTimeout(() => this.kick(), this.o.pollMs);
        this.timer.unref?.();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.o.sender.close();
  }

  /** One pass over every due inquiry (batch by batch). Returns how many were handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const now = this.o.now();
      const batch = await this.o.repository.claimDue(
        now,
        new Date(now.getTime() + this.o.leaseMs),
        this.o.batchSize,
      );
      for (const inquiry of batch) await this.deliver(inquiry);
      handled += batch.length;
      if (batch.length < this.o.batchSize || this.stopped) return handled;
    }
  }

  private async deliver(inquiry: Inquiry): Promise<void> {
    const { repository: repo, sender, from } = this.o;
    try {
      if (!inquiry.mailboxSentAt) {
        await sender.send({ ...composeNotification(inquiry), from });
        await repo.markMailboxSent(inquiry.id, this.o.now());
      }
      // The store decides (once, under a lock all instances share) whether the autoresponse may go: at most one
      // per address per 24 hours and a cap per hour, so the form cannot be used to mail strangers in bulk. A
      // skipped autoresponse is recorded with its reason; the inquiry itself is still delivered.
      if (inquiry.wantsAutoresponse && !inquiry.autoresponseSentAt) {
        const decision = await repo.decideAutoresponse(inquiry.id, this.o.now(), this.o.autoresponsePerHour);
        if (decision === "granted") {
          await sender.send({ ...composeAutoresponse(inquiry), from });
          await repo.markAutoresponseSent(inquiry.id, this.o.now());
        }
      }
      await repo.markSent(inquiry.id, this.o.now());
    } catch (error) {
      const attempts = inquiry.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      this.o.onError?.(error, inquiry);
      if (attempts >= this.o.backoff.maxAttempts) {
        await repo.markFailed(inquiry.id, attempts, message);
      } else {
        const next = new Date(this.o.now().getTime() + backoffDelay(this.o.backoff, attempts));
        await repo.markRetry(inquiry.id, attempts, next, message);
      }
    }
  }
}
