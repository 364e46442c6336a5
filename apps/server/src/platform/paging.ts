/**
 * One page of rows and the total behind it. The page is read first; when it is not full its total follows from it
 * (everything before it plus what it holds), so the usual look-up of one barcode costs one query, and the count
 * runs only when more rows may follow or the page lies past the end.
 */
export async function pageWithTotal<Row>(
  offset: number,
  limit: number,
  readPage: () => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows = await readPage();
  const totalKnown = rows.length < limit && (rows.length > 0 || offset === 0);
  return { rows, totalCount: totalKnown ? offset + rows.length : await count() };
}

/**
 * One page whose statement also counts the rows behind it (each row carries `total_count`, an uncorrelated
 * subquery PostgreSQL evaluates once): a list of many pages costs one statement instead of two. Only a page that
 * is empty and lies past the first needs the count on its own.
 */
export async function pageCarryingTotal<Row extends { total_count: number | string | bigint | null }>(
  offset: number,
  readPage: () => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows = await readPage();
  const first = rows[0];
  if (first) return { rows, totalCount: Number(first.total_count) };
  return { rows, totalCount: offset === 0 ? 0 : await count() };
}
