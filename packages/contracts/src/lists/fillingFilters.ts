import type { FilterField } from './listDefinition';

/** The widgets of the filling lists' shared filters (`stationDayFilters`): regulator, station, barcode, filling days. */
export const stationDayFilterFields: readonly FilterField[] = [
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
  { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
  { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260 },
];
