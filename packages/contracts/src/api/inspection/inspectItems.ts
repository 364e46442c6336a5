import { z } from 'zod';

/**
 * The dynamic checklist of an inspection (inspectItemsJson, spec 02 section 3.5): items with a name, a value and
 * sub-items. Recursive, but bounded: an institution's form is a few levels deep and a few dozen items long, so a
 * tree deeper or larger than these limits is refused rather than stored.
 */
export const inspectItemLimits = { name: 64, value: 128, depth: 4, items: 200 } as const;

export const inspectItemMessages = {
  nameRequired: '检验项目名称不能为空',
  nameTooLong: `检验项目名称不能超过${inspectItemLimits.name}个字符`,
  valueTooLong: `检验项目结果不能超过${inspectItemLimits.value}个字符`,
  tooDeep: `检验项目最多${inspectItemLimits.depth}层`,
  tooMany: `检验项目总数不能超过${inspectItemLimits.items}项`,
} as const;

export interface InspectItemInput {
  name: string;
  value?: string | null | undefined;
  children?: InspectItemInput[] | undefined;
}

export const inspectItemInput: z.ZodType<InspectItemInput> = z.lazy(() =>
  z.object({
    name: z
      .string({ error: inspectItemMessages.nameRequired })
      .trim()
      .min(1, inspectItemMessages.nameRequired)
      .max(inspectItemLimits.name, inspectItemMessages.nameTooLong),
    value: z.string().trim().max(inspectItemLimits.value, inspectItemMessages.valueTooLong).nullish(),
    children: z.array(inspectItemInput).max(inspectItemLimits.items, inspectItemMessages.tooMany).optional(),
  }),
);

/** How deep a tree goes (1 for items without children) and how many items it holds. */
export function inspectTreeSize(items: readonly InspectItemInput[]): { depth: number; count: number } {
  let depth = 0;
  let count = 0;
  const walk = (level: readonly InspectItemInput[], at: number) => {
    if (level.length > 0) depth = Math.max(depth, at);
    for (const item of level) {
      count++;
      walk(item.children ?? [], at + 1);
    }
  };
  walk(items, 1);
  return { depth, count };
}

/** The whole tree, with its depth and its number of items bounded. */
export const inspectItemsInput = z
  .array(inspectItemInput)
  .max(inspectItemLimits.items, inspectItemMessages.tooMany)
  .superRefine((items, context) => {
    const { depth, count } = inspectTreeSize(items);
    if (depth > inspectItemLimits.depth) context.addIssue({ code: 'custom', message: inspectItemMessages.tooDeep });
    if (count > inspectItemLimits.items) context.addIssue({ code: 'custom', message: inspectItemMessages.tooMany });
  });
