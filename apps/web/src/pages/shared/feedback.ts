/** The text a user reads after an action: the server's messeage when it sent one, else the page's own. */
export function answerText(answer: { messeage?: string | null } | null | undefined, fallback: string): string {
  const text = answer?.messeage?.trim();
  return text ? text : fallback;
}

/** Trims text and drops empty values (undefined, null, blank text, empty lists) from a query (spec 02 section 5). */
export function compact<T extends Record<string, unknown>>(query: T): Partial<T> {
  const entries = Object.entries(query)
    .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => {
      if (value === undefined || value === null || value === '') return false;
      return !Array.isArray(value) || value.length > 0;
    });
  return Object.fromEntries(entries) as Partial<T>;
}
