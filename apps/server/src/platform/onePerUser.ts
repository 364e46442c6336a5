import { HttpError } from './errors';

/**
 * Lets each user run one task of a kind at a time: a second one while the first runs is refused at once with 409
 * and `busyMessage` (an import that unpacks and parses a workbook is not work to run twice in parallel per user).
 */
export class OnePerUser {
  private readonly running = new Set<number>();

  constructor(private readonly busyMessage: string) {}

  async run<T>(userId: number, task: () => Promise<T>): Promise<T> {
    if (this.running.has(userId)) throw new HttpError(409, this.busyMessage);
    this.running.add(userId);
    try {
      return await task();
    } finally {
      this.running.delete(userId);
    }
  }
}
