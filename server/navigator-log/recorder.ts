import type { Locale } from "../../content/locales";
import { redactComment, redactQuery } from "./redact";
import type { NavigatorLogRepository } from "./repository";
import { utcDay, type ChoiceRow, type DecisionRow, type FeedbackRow } from "./schema";

export interface RecorderOptions {
  repository: NavigatorLogRepository;
  /** Days of decisions and feedback kept (NAVIGATOR_LOG_DAYS). */
  retentionDays: number;
  /** Rows held in memory at most; past it new rows are dropped and counted. */
  capacity?: number;
  /** A batch is written this often, or sooner when this many rows wait. */
  flushMs?: number;
  batchSize?: number;
  now?: () => Date;
  onError?: (error: unknown, dropped: number) => void;
}

export interface RecorderStats {
  written: number;
  dropped: number;
  pending: number;
}

/**
 * Records navigator decisions and feedback off the request path: the handler only pushes a row into a bounded
 * queue; a timer writes the queue in batches. If the store is slow or down, the queue stops growing at `capacity`
 * and further rows are dropped and counted (the visitor's answer never waits for the log, and memory stays
 * bounded). Old rows are pruned once a day.
 */
export class NavigatorRecorder {
  private readonly decisions: DecisionRow[] = [];
  private readonly feedback: FeedbackRow[] = [];
  private readonly choices: ChoiceRow[] = [];
  private readonly capacity: number;
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastPrunedDay = "";
  readonly stats: RecorderStats = { written: 0, dropped: 0, pending: 0 };

  constructor(private readonly options: RecorderOptions) {
    this.capacity = options.capacity ?? 10_000;
    this.flushMs = options.flushMs ?? 1_000;
    this.batchSize = options.batchSize ?? 500;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  private day = { value: "", until: 0 };
  /** Today's UTC day, worked out again only when the clock passes midnight (it is asked on every answer). */
  private today(): string {
    const at = this.now();
    const ms = at.getTime();
    if (ms >= this.day.until || ms < this.day.until - 86_400_000) {
      const value = utcDay(at);
      this.day = { value, until: Date.parse(`${value}T00:00:00.000Z`) + 86_400_000 };
    }
    return this.day.value;
  }

  decision(input: {
    answerId: string;
    locale: Locale;
    query: string;
    destination: string;
    confidence: number;
    confident: boolean;
  }): void {
    this.push(this.decisions, {
      answer_id: input.answerId,
      day: this.today(),
      locale: input.locale,
      query: redactQuery(input.query),
      destination: input.destination,
      confidence: Math.round(input.confidence * 1000) / 1000,
      confident: input.confident ? 1 : 0,
    });
  }

  choice(input: { answerId: string; path: string }): void {
    this.push(this.choices, { answer_id: input.answerId, day: this.today(), path: input.path });
  }

  verdict(input: { answerId: string; helpful: boolean; comment?: string | undefined }): void {
    this.push(this.feedback, {
      answer_id: input.answerId,
      day: this.today(),
      helpful: input.helpful ? 1 : 0,
      comment: input.comment ? redactComment(input.comment) : null,
    });
  }

  private push<T>(queue: T[], row: T): void {
    if (this.waiting() >= this.capacity) {
      this.stats.dropped += 1;
      return;
    }
    queue.push(row);
    this.stats.pending = this.waiting();
    if (this.stats.pending >= this.batchSize) void this.flush();
  }

  private waiting(): number {
    return this.decisions.length + this.feedback.length + this.choices.length;
  }

  /**
   * Writes what waits (one flush at a time); a failed batch is dropped and counted, never retried forever. A flush
   * asked for while one is under way returns that one, which then writes whole batches only: rows that arrive
   * meanwhile wait for the batch they fill, or for the timer's next flush.
   */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /**
   * Everything that waited when the flush began, then whole batches while they fill up.
   *
   * Why not everything that waits until nothing does: under load the log's rows arrive while a batch is being
   * written, and writing them as soon as the batch is committed made each batch what had arrived during the
   * previous one's few milliseconds, a few dozen rows. SQLite's cost per committed batch (the journal, the fsync,
   * the pages of the key index each batch touches) then fell on a few rows each: under the load benchmark the
   * writer thread spent about 25 µs of CPU per decision, and 8-10 µs with whole batches.
   */
  private async write(): Promise<void> {
    const { repository } = this.options;
    let owed = this.waiting();
    while (this.waiting() > 0 && (owed > 0 || this.waiting() >= this.batchSize)) {
      const decisions = this.decisions.splice(0, this.batchSize);
      // Feedback and choices refer to decisions: written after them, so a report's join finds both.
      const feedback = this.feedback.splice(0, this.batchSize);
      const choices = this.choices.splice(0, this.batchSize);
      const rows = decisions.length + feedback.length + choices.length;
      owed -= rows;
      this.stats.pending = this.waiting();
      try {
        await repository.insertDecisions(decisions);
        await repository.upsertFeedback(feedback);
        await repository.upsertChoices(choices);
        this.stats.written += rows;
      } catch (error) {
        this.stats.dropped += rows;
        this.options.onError?.(error, rows);
        return;
      }
    }
    await this.pruneDaily();
  }

  private async pruneDaily(): Promise<void> {
    const today = utcDay(this.now());
    if (today === this.lastPrunedDay) return;
    this.lastPrunedDay = today;
    const firstKept = utcDay(new Date(this.now().getTime() - this.options.retentionDays * 86_400_000));
    try {
      await this.options.repository.prune(firstKept);
    } catch (error) {
      this.options.onError?.(error, 0);
    }
  }

  /** Stops the timer and writes what is left (on shutdown), also rows that came while a flush was under way. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    do await this.flush();
    while (this.waiting() > 0);
  }
}
