import { z } from 'zod';

/**
 * Characters a name must not hold: controls (Cc: tabs, line breaks, escape...) and invisible format characters (Cf:
 * the bidirectional overrides and isolates U+202A–U+202E and U+2066–U+2069, zero-width characters, soft hyphens).
 * An RTL override in a saved view's name would show another name than the one stored (docs/security.md).
 */
export const invisibleCharacterPattern = /[\p{Cc}\p{Cf}]/u;

export function hasInvisibleCharacters(value: string): boolean {
  return invisibleCharacterPattern.test(value);
}

export const invisibleCharactersMessage = (label: string) => `${label}不能包含控制字符或不可见字符`;

/** A text schema that refuses control and invisible characters, with a message naming the field. */
export function visibleText<Schema extends z.ZodType<string | null | undefined>>(
  schema: Schema,
  label: string,
): Schema {
  return schema.refine(
    (value) => typeof value !== 'string' || !hasInvisibleCharacters(value),
    invisibleCharactersMessage(label),
  ) as Schema;
}

/** A required name (of a unit, role, menu, person or reference entry): trimmed, bounded, visible characters only. */
export function requiredName(label: string, max: number) {
  return visibleText(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(max, `${label}不能超过${max}个字符`),
    label,
  );
}
