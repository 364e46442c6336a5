import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { drawCaptcha, randomCaptchaAnswer } from './captchaImage';
import { sha256Hex } from './passwords';
import type { Clock } from './session';

export const captchaLifetimeSeconds = 300;

export interface CaptchaOptions {
  now?: Clock;
  /** For automated tests only (refused in production by loadConfig): this code always passes. */
  testCode?: string | undefined;
  /** Test-only seam: sees each answer as it is issued (never sent over HTTP). */
  onIssue?: ((id: string, answer: string) => void) | undefined;
}

const normalise = (answer: string) => answer.trim().toUpperCase();

/**
 * Captchas kept in the database (any instance can check one): only a hash of the answer is stored, each is valid for
 * five minutes and for one attempt, right or wrong.
 */
export class CaptchaService {
  private readonly now: Clock;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly options: CaptchaOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async issue(): Promise<{ id: string; png: Buffer }> {
    const id = randomUUID();
    const answer = randomCaptchaAnswer();
    const now = this.now();
    await this.db
      .insertInto('captcha')
      .values({
        id,
        answer_hash: sha256Hex(`${id}:${answer}`),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + captchaLifetimeSeconds * 1000).toISOString(),
      })
      .execute();
    this.options.onIssue?.(id, answer);
    return { id, png: drawCaptcha(answer) };
  }

  /** Whether the answer is right for the captcha this browser was given; the captcha is used up either way. */
  async verify(id: string | undefined, answer: string): Promise<boolean> {
    if (this.options.testCode && answer === this.options.testCode) return true;
    if (!id || id.length > 64) return false;
    const now = this.now().toISOString();
    const used = await this.db
      .updateTable('captcha')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('answer_hash')
      .executeTakeFirst();
    return used !== undefined && used.answer_hash === sha256Hex(`${id}:${normalise(answer)}`);
  }

  async prune(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - 3_600_000).toISOString();
    await this.db.deleteFrom('captcha').where('expires_at', '<', cutoff).execute();
  }
}
