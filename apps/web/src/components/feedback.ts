import { dropEmptyParams } from '@gcs/contracts';

/** The text a user reads after an action: the server's messeage when it sent one, else the page's own. */
export function answerText(answer: { messeage?: string | null } | null | undefined, fallback: string): string {
  const text = answer?.messeage?.trim();
  return text ? text : fallback;
}

/** Trims text, then drops the empty values a query never sends (the contract's rule, spec 02 section 5). */
export function compact<T extends Record<string, unknown>>(query: T): Partial<T> {
  const trimmed = Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as T;
  return dropEmptyParams(trimmed);
}
