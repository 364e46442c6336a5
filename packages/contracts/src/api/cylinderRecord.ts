import { z } from 'zod';
import { nullableNumber, nullableString } from './fields';

/*
 * The record of one cylinder and the tabs of its detail dialog (spec 02 section 3.2), as the Cylinder calls of
 * api/cylinder.ts answer them (re-exported from there).
 */

/** The inspection rule version that produced a cylinder's next inspection and scrap dates. */
export const dateRuleInfo = z.object({
  id: z.number().int(),
  ruleKey: z.number().int(),
  version: z.number().int(),
  inspectionPeriodMonths: z.number().int(),
  firstInspectionMonths: z.number().int().nullable(),
  designLifeYears: z.number().int(),
  standard: nullableString,
  remark: nullableString,
  /** False when the rule has since been replaced by a newer version (the cylinder keeps the version it used). */
  isCurrent: z.boolean(),
});
export type DateRuleInfo = z.output<typeof dateRuleInfo>;

/**
 * The full record of one cylinder (spec 02 section 3.2): identity, reference data (with ids for the edit form),
 * dates, measurements, status, proofMaterial bit flags and their names, recording and audit fields, issue
 * information, the vehicle-only fields (null for other categories; `vcTypeNmae` is the contract's spelling) and the
 * rule version behind the dates.
 */
export const cylinderDetail = z.object({
  id: z.number().int(),
  barcode: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  stationId: z.number().int().nullable(),
  stationName: nullableString,
  vendorId: z.number().int().nullable(),
  vendorName: nullableString,
  serialNumber: nullableString,
  vendorBarcode: nullableString,
  selfCode: nullableString,
  registerCode: nullableString,
  typeId: z.number().int().nullable(),
  typeName: nullableString,
  mediumId: z.number().int().nullable(),
  mediumName: nullableString,
  specId: z.number().int().nullable(),
  spec: nullableString,
  productStandard: nullableString,
  makeDate: nullableString,
  lastInspectionDate: nullableString,
  nextInspectionDate: nullableString,
  scrapDate: nullableString,
  nominalWorkingPressure: nullableNumber,
  volume: nullableNumber,
  wallThickness: nullableNumber,
  status: z.number().int(),
  cylinderStatus: z.string(),
  barcodeColorStatus: z.string(),
  belongType: z.number().int(),
  belongTypeDesc: z.string(),
  isValid: z.boolean(),
  blackList: z.boolean(),
  cylinderRemark: nullableString,
  proofMaterial: z.number().int(),
  proofMaterialNames: z.array(z.string()),
  recordEntityName: nullableString,
  recordMan: nullableString,
  recordTime: nullableString,
  lastModifyEntityName: nullableString,
  lastModifyTime: nullableString,
  auditResult: z.number().int(),
  auditNotice: z.string(),
  auditRegulatorName: nullableString,
  auditPersonName: nullableString,
  auditTime: nullableString,
  auditRemark: nullableString,
  isIssued: z.boolean(),
  issuedStatusDesc: z.string(),
  issuedNo: nullableString,
  departmentName: nullableString,
  plateNum: nullableString,
  vehicleTypeId: z.number().int().nullable(),
  vcTypeNmae: nullableString,
  installEntityName: nullableString,
  installDate: nullableString,
  isInstalledPressureRetainingValve: z.boolean().nullable(),
  dateRule: dateRuleInfo.nullable(),
});
export type CylinderDetail = z.output<typeof cylinderDetail>;

/** Issue (use registration certificate) information of a cylinder. */
export const cylinderIssuedInfo = z.object({
  isIssued: z.boolean(),
  issuedStatusDesc: z.string(),
  issuedNo: nullableString,
  issuedTime: nullableString,
  issuingRegulatorName: nullableString,
});
export type CylinderIssuedInfo = z.output<typeof cylinderIssuedInfo>;

/** One changed field of a history entry, with the values as the user saw them. */
export const historyChangeItem = z.object({ label: z.string(), from: nullableString, to: nullableString });

/** An entry of a cylinder's change history: who (and for which unit), when, what they did and what changed. */
export const cylinderHistoryEntry = z.object({
  id: z.number().int(),
  operatorName: z.string(),
  unitName: nullableString,
  operationTime: z.string(),
  action: z.number().int(),
  actionName: z.string(),
  changes: z.array(historyChangeItem),
});
export type CylinderHistoryEntry = z.output<typeof cylinderHistoryEntry>;

/** A step of the ownership and status trail: from when the cylinder was at which station in which status. */
export const cylinderTrailEntry = z.object({
  id: z.number().int(),
  operationTime: z.string(),
  stationId: z.number().int().nullable(),
  stationName: nullableString,
  status: z.number().int().nullable(),
  statusName: nullableString,
  action: z.number().int(),
  actionName: z.string(),
  operatorName: z.string(),
});
export type CylinderTrailEntry = z.output<typeof cylinderTrailEntry>;

export const cylinderValveInfo = z.object({
  valveVendorName: nullableString,
  valveModel: nullableString,
  valveSerialNumber: nullableString,
  valveMakeDate: nullableString,
  isInstalledPressureRetainingValve: z.boolean().nullable(),
});
export type CylinderValveInfo = z.output<typeof cylinderValveInfo>;

/** Which station owns a barcode now. */
export const cylinderBelongTo = z.object({
  cylinderId: z.number().int(),
  barcode: z.string(),
  stationId: z.number().int().nullable(),
  stationName: nullableString,
  status: z.number().int(),
  cylinderStatus: z.string(),
});
export type CylinderBelongTo = z.output<typeof cylinderBelongTo>;
