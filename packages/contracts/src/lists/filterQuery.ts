import { z } from 'zod';
import { exportParams } from '../api/export';
import { optionalCode, optionalDay, optionalMonth, optionalNumber, optionalText } from '../api/fields';
import { optionalId } from '../api/listFilters';
import { optionalDivisionCode } from '../api/units/unitFields';
import { pageQuery } from '../paging';
import type { FilterField } from './listDefinition';

/** The widgets whose query fields `listQuery` derives (the tree and role pickers keep a hand-written query). */
export type QueryFilterField = Exclude<FilterField, { kind: 'role' | 'menuTree' | 'cylinder' }>;

type Id = ReturnType<typeof optionalId>;
type Day = ReturnType<typeof optionalDay>;

/** The query fields one widget fills, with the schema each takes. */
type FieldsOf<Widget> = Widget extends {
  kind: 'regulator' | 'station' | 'inspectStation';
  field: infer F extends string;
}
  ? Record<F, Id>
  : Widget extends { kind: 'region'; field: infer F extends string }
    ? Record<F, typeof optionalDivisionCode>
    : Widget extends { kind: 'text'; field: infer F extends string }
      ? Record<F, ReturnType<typeof optionalText>>
      : Widget extends { kind: 'select'; field: infer F extends string }
        ? Record<F, ReturnType<typeof optionalCode>>
        : Widget extends { kind: 'dayRange'; from: infer A extends string; to: infer B extends string }
          ? Record<A | B, Day>
          : Widget extends { kind: 'monthRange'; from: infer A extends string; to: infer B extends string }
            ? Record<A | B, ReturnType<typeof optionalMonth>>
            : Widget extends { kind: 'numberRange'; from: infer A extends string; to: infer B extends string }
              ? Record<A | B, ReturnType<typeof optionalNumber>>
              : never;

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;
type ShapeOf<Widgets extends readonly QueryFilterField[]> = Intersection<FieldsOf<Widgets[number]>>;

function fieldsOf(widget: QueryFilterField): Record<string, z.ZodType> {
  switch (widget.kind) {
    case 'regulator':
    case 'station':
    case 'inspectStation':
      return { [widget.field]: optionalId(widget.label) };
    case 'region':
      return { [widget.field]: optionalDivisionCode };
    case 'text':
      return { [widget.field]: optionalText(widget.label, widget.maxLength) };
    case 'select':
      return { [widget.field]: optionalCode(widget.label, Object.keys(widget.options).map(Number)) };
    case 'dayRange':
      return { [widget.from]: optionalDay(`${widget.label}起`), [widget.to]: optionalDay(`${widget.label}止`) };
    case 'monthRange':
      return { [widget.from]: optionalMonth(`${widget.label}起`), [widget.to]: optionalMonth(`${widget.label}止`) };
    case 'numberRange':
      return {
        [widget.from]: optionalNumber(`${widget.label}下限`),
        [widget.to]: optionalNumber(`${widget.label}上限`),
      };
  }
}

/**
 * The query of a list call from its filter widgets, declared once (docs/lists.md): each widget's fields with the
 * check its kind takes and its label in the messages (监管单位 must be an id, 充装日期起 a day …), a range whose
 * start lies after its end refused (`<label>的开始…不能晚于结束…`), then any fields of the call's own, the page and
 * the export parameters. The list definition shows the same widgets, so the two cannot drift apart.
 */
export function listQuery<
  const Widgets extends readonly QueryFilterField[],
  Extra extends z.ZodRawShape = Record<never, never>,
>(widgets: Widgets, extra?: Extra) {
  const shape = Object.assign({}, ...widgets.map(fieldsOf), extra) as ShapeOf<Widgets> & Extra;
  return z.object({ ...shape, ...pageQuery, ...exportParams }).superRefine((query, context) => {
    const values = query as Record<string, unknown>;
    for (const widget of widgets) {
      if (widget.kind !== 'dayRange' && widget.kind !== 'monthRange' && widget.kind !== 'numberRange') continue;
      const [from, to] = [values[widget.from], values[widget.to]];
      if (from === undefined || to === undefined || (from as number | string) <= (to as number | string)) continue;
      const unit = widget.kind === 'dayRange' ? '日期' : widget.kind === 'monthRange' ? '月份' : '值';
      context.addIssue({
        code: 'custom',
        path: [widget.to],
        message: `${widget.label}的开始${unit}不能晚于结束${unit}`,
      });
    }
  });
}
