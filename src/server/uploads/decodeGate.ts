/**
 * Bounds the pictures a process decodes at once: a 40-megapixel picture takes about 160 MB and
 * a core while it is decoded, so a few uploads at the same moment could exhaust the machine.
 * At most `slots` decodes run together and at most `queue` more wait their turn (each wait is
 * short: the decodes ahead of it); an upload past that is refused at once with 429
 * `uploadsBusy`, rather than piling up in memory.
 */
import { TooManyRequestsError } from '../http/rateLimit';
import { UPLOADS_BUSY } from '../../shared/api/uploads';

/** Decodes running at once in one process, and uploads waiting for one of them. */
export const DECODE_SLOTS = 2;
export const DECODE_QUEUE = 4;

export class DecodeGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots = DECODE_SLOTS,
    readonly queue = DECODE_QUEUE,
  ) {}

  /** Uploads waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `decode` in a slot: at once when one is free, after a short wait when one is not. */
  async run<T>(decode: () => Promise<T>): Promise<T> {
    const leave = await this.enter();
    try {
      return await decode();
    } finally {
      leave();
    }
  }

  /**
   * Takes a slot, waiting in line when none is free, and answers the function that gives it
   * back; refuses (429) when the line is full.
   */
  enter(): Promise<() => void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve(this.leaver());
    }
    if (this.waiting.length >= this.queue) {
      return Promise.reject(new TooManyRequestsError(1, UPLOADS_BUSY));
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(this.leaver())));
  }

  /** Gives the slot to the next in line, or frees it; only the first call counts. */
  private leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}
