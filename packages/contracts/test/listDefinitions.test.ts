import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allColumnsOf,
  CylinderCategory,
  exportNameOf,
  filterQueryFields,
  listPages,
  listTableOf,
  blacklistApi,
  cylinderApi,
  drillNarrowing,
  drillsFrom,
  sortOfQuery,
  summaryCells,
  unsortableReason,
  viewOfQuery,
  type ListArea,
  type ListPageKind,
} from '../src/index';

const areas: ListArea[] = [
  { category: CylinderCategory.Liquefied, isVehicle: false, pageName: 'BlackCylinder' },
  { category: CylinderCategory.Industrial, isVehicle: false, pageName: 'BlackCylinder' },
  { category: CylinderCategory.Vehicle, isVehicle: true, pageName: 'Blacklist' },
];
const kinds = Object.keys(listPages) as ListPageKind[];

/** The fields of a call's query object (through refinements), or of a row of its answer. */
function shapeKeys(schema: z.ZodType): string[] {
  const object = schema instanceof z.ZodPipe ? schema.in : schema;
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}
const rowKeys = (response: z.ZodType) => {
  const list = (response as z.ZodObject<{ list: z.ZodArray<z.ZodObject> }>).shape.list;
  return Object.keys(list.element.shape);
};

/** The fields of the totals a list call answers beside its page (none without a summary). */
const summaryShape = (response: z.ZodType): Record<string, z.ZodType> => {
  const summary = (response as z.ZodObject<{ summary?: z.ZodObject }>).shape.summary;
  return summary instanceof z.ZodObject ? summary.shape : {};
};

describe('list definitions', () => {
  for (const kind of kinds) {
    for (const area of areas) {
      const page = listPages[kind](area);
      it(`${kind} (category ${area.category}): every filter, column, key and drill names a field of its call`, () => {
        for (const table of page.tables) {
          const query = shapeKeys(table.call.query as z.ZodType);
          const filters = table.filters ?? page.filters;
          for (const field of [...filters.flatMap(filterQueryFields), ...Object.keys(page.fixed)]) {
            expect(query, `${table.call.path} ${field}`).toContain(field);
          }
          for (const view of table.views ?? []) {
            for (const field of Object.keys(view.patch)) expect(query).toContain(field);
          }
          const row = rowKeys(table.call.response);
          for (const column of allColumnsOf(table))
            expect(row, `${table.call.path} ${column.code}`).toContain(column.code);
          expect(row).toContain(table.rowKey);
          // A sortable column is one the call can be asked to order by.
          if (allColumnsOf(table).some((column) => column.sortable)) {
            expect(query, `${table.call.path} SortField`).toEqual(expect.arrayContaining(['SortField', 'SortOrder']));
          }
          const drill = table.drill;
          if (drill) {
            // A count opens another tab of the page, or another page's table in a dialog: its call takes the fields.
            const target = 'to' in drill ? page.tables.find((other) => other.key === drill.to) : drill.dialog;
            expect(target, `${table.key} drills to a table`).toBeDefined();
            const targetQuery = shapeKeys(target?.call.query as z.ZodType);
            for (const field of Object.values(drill.byRow)) expect(row).toContain(field);
            for (const field of Object.keys(drill.byRow)) expect(targetQuery).toContain(field);
            for (const field of drill.replaces ?? []) expect(targetQuery).toContain(field);
            for (const code of Object.keys(drill.byColumn)) expect(row).toContain(code);
          }
          const summaryRow = table.summaryRow;
          if (summaryRow) {
            // The label shows in a column of the table; each total sums a column, answered as a number in `summary`.
            const codes = allColumnsOf(table).map((column) => column.code);
            expect(codes, `${table.key} summary label`).toContain(summaryRow.column);
            expect(summaryRow.sums.length).toBeGreaterThan(0);
            const summary = summaryShape(table.call.response);
            for (const code of summaryRow.sums) {
              expect(codes, `${table.key} sums ${code}`).toContain(code);
              expect(row).toContain(code);
              expect(summary[code], `${table.call.path} summary.${code}`).toBeInstanceOf(z.ZodNumber);
            }
          }
          // A key a link names columns by stands for columns of the table.
          for (const [key, codes] of Object.entries(table.columnKeys ?? {})) {
            expect(codes.length, `${table.key} key ${key}`).toBeGreaterThan(0);
            for (const code of codes) expect(allColumnsOf(table).map((column) => column.code)).toContain(code);
          }
          expect(table.pageName === undefined || table.pageName === area.pageName).toBe(true);
          const editor = table.editor;
          if (editor) {
            expect(row).toContain(editor.idField);
            expect(row).toContain(editor.nameField);
            for (const field of editor.fields) {
              // An editor may only edit (充装规则 has no add): its fields are then the update call's.
              if (editor.add) expect(shapeKeys(editor.add.body as z.ZodType)).toContain(field.name);
              // A field only the add form shows (a first password) is not one the update takes.
              const update = shapeKeys(editor.update?.body as z.ZodType);
              if (field.addOnly) expect(update).not.toContain(field.name);
              else expect(update).toContain(field.name);
            }
            expect(shapeKeys(editor.update?.body as z.ZodType)).toContain(editor.idField);
          }
          for (const binding of Object.values(table.bindings ?? {})) {
            expect(row).toContain(binding.ownerKey);
            expect(row).toContain(binding.ownerName);
            expect(shapeKeys(binding.bound.query as z.ZodType)).toContain(binding.ownerField);
          }
          for (const action of table.actions ?? []) {
            if (action.key.startsWith('record.')) expect(editor, `${table.key} ${action.key}`).toBeDefined();
            if (action.key.startsWith('binding.')) expect(table.bindings?.[action.key]).toBeDefined();
          }
        }
        // A form of filter widgets offers the plate number on vehicle pages of cylinders only (the advanced filter
        // has its own).
        const showsCylinders = page.tables.some((table) =>
          table.shows.some((data) => ['cylinder', 'blacklist', 'abnormal'].includes(data)),
        );
        if (showsCylinders && page.filters.every((field) => field.kind !== 'cylinder')) {
          expect(area.isVehicle).toBe(page.filters.some((field) => 'field' in field && field.field === 'PlateNum'));
        }
      });
    }
  }

  it('names the order a query asks for, and refuses a column the table does not sort by its title', () => {
    const table = listTableOf('archiveQuery', cylinderApi.list);
    expect(sortOfQuery({})).toBeUndefined();
    expect(sortOfQuery({ SortField: 'makeDate' })).toEqual({ code: 'makeDate', order: 'asc' });
    expect(sortOfQuery({ SortField: 'makeDate', SortOrder: 'desc' })).toEqual({ code: 'makeDate', order: 'desc' });
    expect(unsortableReason(table.columns, 'nextInspectionDate')).toBeUndefined();
    expect(unsortableReason(table.columns, 'stationName')).toBe('“充装单位”列不支持排序');
    expect(unsortableReason(table.columns, 'nope')).toBe('排序列不存在：nope');
  });

  it('finds the table a call answers in whichever area defines it', () => {
    expect(listTableOf('blacklist', blacklistApi.vcList).exportName).toBe('车用黑名单气瓶');
    expect(listTableOf('blacklist', blacklistApi.summary).key).toBe('summary');
    expect(() => listTableOf('abnormal', blacklistApi.list)).toThrow();
  });

  it('narrows a count to its row, replacing the fields the row stands for, and leaves rows without them alone', () => {
    const area: ListArea = { category: CylinderCategory.Vehicle, isVehicle: true, pageName: 'DocQueryFillStation' };
    const [byStation] = listPages.fillStationCount(area).tables;
    const drill = byStation?.drill;
    if (!drill || !('dialog' in drill)) throw new Error('充装站档案统计应在对话框中打开档案');
    expect(drill.dialog.call).toBe(cylinderApi.list);
    expect(drill.dialog.label).toBe('车用气瓶档案');
    expect(drill.dialog.pageName).toBe('DocQuery');
    const row = { stationId: 31, stationName: '示范加气站', cylinderCount: 3 };
    expect(drillNarrowing(drill, row, 'cylinderCount')).toEqual({
      StationIds: undefined,
      fillingStationId: undefined,
      StationId: 31,
    });
    expect(drillsFrom(drill, row)).toBe(true);
    expect(drillsFrom(drill, { ...row, stationId: null })).toBe(false);

    const [byDepartment] = listPages.useStationCount({ ...area, pageName: 'DocQueryUseStation' }).tables;
    const department = byDepartment?.drill;
    if (!department) throw new Error('使用单位档案统计应能打开档案');
    expect(drillNarrowing(department, { departmentName: '示范出租公司' }, 'cylinderCount')).toEqual({
      DepartmentName: '示范出租公司',
    });
    expect(drillsFrom(department, { departmentName: null })).toBe(false);
  });

  it('gives the count pages a 合计 row of every filtered cylinder, and lays a summary row under any columns', () => {
    const area: ListArea = { category: CylinderCategory.Vehicle, isVehicle: true, pageName: 'DocQueryFillStation' };
    const [byStation] = listPages.fillStationCount(area).tables;
    const [byDepartment] = listPages.useStationCount(area).tables;
    expect(byStation?.summaryRow).toEqual({ label: '合计', column: 'stationName', sums: ['cylinderCount'] });
    expect(byDepartment?.summaryRow).toEqual({ label: '合计', column: 'departmentName', sums: ['cylinderCount'] });
    const row = byStation?.summaryRow;
    if (!row) throw new Error('充装站档案统计应有合计行');
    const columns = [{ code: 'cylinderCount' }, { code: 'areaName' }, { code: 'stationName' }];
    expect(summaryCells(row, columns, { cylinderCount: 128 })).toEqual([128, null, '合计']);
    expect(summaryCells(row, columns, undefined)).toEqual([null, null, '合计']);
    expect(summaryCells(row, [{ code: 'areaName' }], { cylinderCount: 128 })).toEqual([null]);
  });

  it('picks the view a query shows, its export name and every column it may export', () => {
    const table = listTableOf('blacklist', blacklistApi.list);
    expect(viewOfQuery(table, { CylinderCategory: 1 })?.key).toBe('active');
    expect(viewOfQuery(table, { CylinderCategory: 1, IsCancelled: true })?.key).toBe('cancelled');
    expect(exportNameOf(table, {})).toBe('黑名单气瓶');
    expect(exportNameOf(table, { IsCancelled: true })).toBe('已移出黑名单气瓶');
    expect(
      allColumnsOf(table)
        .map((column) => column.code)
        .slice(-3),
    ).toEqual(['cancelName', 'cancelTime', 'cancelReason']);
  });
});
