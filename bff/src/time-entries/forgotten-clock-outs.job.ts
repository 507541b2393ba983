import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { TimeEntriesService } from './time-entries.service';

/** How often each instance looks for forgotten clock-outs (a minute late at most; the query reads a partial index). */
export const FORGOTTEN_CLOCK_OUT_INTERVAL_MS = 60_000;

/**
 * Closes forgotten clock-outs without anyone calling the API: every instance ticks, and the
 * sweep's advisory lock lets one of them do the work at a time. A failed tick (the database
 * down) is logged, and the next one tries again.
 */
@Injectable()
export class ForgottenClockOutsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ForgottenClockOutsJob.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly timeEntries: TimeEntriesService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), FORGOTTEN_CLOCK_OUT_INTERVAL_MS).unref();
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One sweep unless the previous one is still running on this instance. */
  private tick(): void {
    if (this.running) return;
    this.running = this.timeEntries
      .closeForgottenClockOuts()
      .catch((error: unknown) => this.logger.warn(`Closing forgotten clock-outs failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
  }
}
