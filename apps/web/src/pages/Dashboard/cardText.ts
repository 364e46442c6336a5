/** What a card's sub-line shows (spec 01 sections 2 and 9). */

export const noDataText = '暂无数据';
export const nameCutLength = 11;

/** A name cut to 11 characters plus an ellipsis; 暂无数据 when there is none. */
export function cutName(name: string | null | undefined, length = nameCutLength): string {
  const text = name?.trim() ?? '';
  if (text === '') return noDataText;
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
