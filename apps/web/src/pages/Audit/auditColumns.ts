import { cylinderColumns, type TableColumn } from '@gcs/contracts';

const pick = (code: string, isDisplay = true): TableColumn => {
  const column = cylinderColumns.find((candidate) => candidate.code === code);
  if (!column) throw new Error(`缺少气瓶列：${code}`);
  return { ...column, isDisplay };
};

/**
 * Default columns of the audit tables: who registered the cylinder and when, what it is, and the audit hint; the
 * other archive columns can be shown through 列设置.
 */
export function auditColumns(isVehicle: boolean): TableColumn[] {
  return [
    pick('ordinalNum'),
    pick('barcode'),
    pick('stationName'),
    pick('vendorName'),
    pick('serialNumber'),
    pick('makeDate'),
    pick('spec'),
    pick('mediumName'),
    pick('typeName'),
    ...(isVehicle ? [pick('plateNum'), pick('vcTypeName')] : []),
    pick('recordEntityName'),
    pick('recordMan'),
    { title: '上报时间', code: 'recordTime', isDisplay: true, width: 170, align: 'center' },
    pick('auditNotice'),
    pick('lastInspectionDate', false),
    pick('nextInspectionDate', false),
    pick('cylinderStatus', false),
    pick('issuedStatusDesc', false),
    pick('belongTypeDesc', false),
    pick('registerCode', false),
  ];
}

export const gasAuditColumns = auditColumns(false);
export const vehicleAuditColumns = auditColumns(true);
