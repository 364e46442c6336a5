import dayjs, { type Dayjs } from 'dayjs';
import {
  CylinderCategory,
  proofMaterialLabels,
  type CylinderDetail,
  type CylinderValveInfo,
  type UploadedImage,
  type cylinderAddBody,
  type cylinderUpdateBody,
} from '@gcs/contracts';
import type { z } from 'zod';

/** What the registration form holds: dates as dayjs months, proof materials as the chosen bits. */
export interface ArchiveFormValues {
  barcode?: string;
  stationId?: number;
  belongType?: number;
  vendorId?: number;
  serialNumber?: string;
  vendorBarcode?: string;
  selfCode?: string;
  registerCode?: string;
  typeId?: number;
  mediumId?: number;
  specId?: number;
  makeDate?: Dayjs | null;
  lastInspectionDate?: Dayjs | null;
  nominalWorkingPressure?: number | null;
  volume?: number | null;
  wallThickness?: number | null;
  productStandard?: string;
  cylinderRemark?: string;
  /** The bits of proofMaterial that are set (1, 2, 4, 8). */
  proofMaterial?: number[];
  status?: number;
  valveVendorName?: string;
  valveModel?: string;
  valveSerialNumber?: string;
  valveMakeDate?: Dayjs | null;
  isInstalledPressureRetainingValve?: boolean | null;
  plateNum?: string;
  vehicleTypeId?: number | null;
  departmentName?: string;
  installEntityName?: string;
  installDate?: Dayjs | null;
  archiveImages?: UploadedImage[];
  otherImages?: UploadedImage[];
}

export type AddBodyInput = z.input<typeof cylinderAddBody>;
export type UpdateBodyInput = z.input<typeof cylinderUpdateBody>;

/** The proof-material bits in the order of spec 02 section 3.2, with their labels. */
export const proofMaterialOptions = Object.entries(proofMaterialLabels)
  .map(([bit, label]) => ({ value: Number(bit), label }))
  .sort((a, b) => a.value - b.value);

/** The set bits of a proofMaterial value: 5 -> [1, 4]. */
export function proofBits(flags: number | null | undefined): number[] {
  if (!flags) return [];
  return proofMaterialOptions.map((option) => option.value).filter((bit) => (flags & bit) !== 0);
}

/** The proofMaterial value of the chosen bits: [1, 4] -> 5. */
export function proofFlags(bits: readonly number[] | undefined): number {
  return [...new Set(bits ?? [])].reduce((flags, bit) => flags | bit, 0);
}

const monthFormat = 'YYYY-MM';
const dayFormat = 'YYYY-MM-DD';
const formatted = (value: Dayjs | null | undefined, format: string) =>
  value && value.isValid() ? value.format(format) : null;
const parsed = (value: string | null | undefined, format: string): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value.slice(0, format.length), format);
  return day.isValid() ? day : null;
};
const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const numeric = (value: number | null | undefined) => (value === undefined || value === null ? null : value);

export interface BodyOptions {
  category: CylinderCategory;
  /** Send the station (regulators choose one; a station user's own station is the server's choice). */
  withStation: boolean;
}

/**
 * The fields every body carries, cleared ones as null. Vehicle fields only for vehicle cylinders (the server refuses
 * them elsewhere); pictures only when the form holds some (in an edit a sent list replaces that kind's pictures).
 */
function commonFields(values: ArchiveFormValues, { category, withStation }: BodyOptions, vehicleTypeName?: string) {
  const body: AddBodyInput = {
    barcode: values.barcode?.trim() ?? '',
    belongType: values.belongType ?? 0,
    vendorId: values.vendorId ?? null,
    serialNumber: text(values.serialNumber),
    vendorBarcode: text(values.vendorBarcode),
    selfCode: text(values.selfCode),
    registerCode: text(values.registerCode),
    typeId: values.typeId ?? null,
    mediumId: values.mediumId ?? null,
    specId: values.specId ?? null,
    makeDate: formatted(values.makeDate, monthFormat),
    lastInspectionDate: formatted(values.lastInspectionDate, monthFormat),
    nominalWorkingPressure: numeric(values.nominalWorkingPressure),
    volume: numeric(values.volume),
    wallThickness: numeric(values.wallThickness),
    productStandard: text(values.productStandard),
    cylinderRemark: text(values.cylinderRemark),
    proofMaterial: proofFlags(values.proofMaterial),
    valveVendorName: text(values.valveVendorName),
    valveModel: text(values.valveModel),
    valveSerialNumber: text(values.valveSerialNumber),
    valveMakeDate: formatted(values.valveMakeDate, monthFormat),
    isInstalledPressureRetainingValve: values.isInstalledPressureRetainingValve ?? null,
  };
  if (withStation) body.stationId = values.stationId ?? null;
  if (category === CylinderCategory.Vehicle) {
    body.plateNum = text(values.plateNum);
    body.vehicleTypeId = values.vehicleTypeId ?? null;
    body.vcTypeName = values.vehicleTypeId ? (vehicleTypeName ?? undefined) : null;
    body.departmentName = text(values.departmentName);
    body.installEntityName = text(values.installEntityName);
    body.installDate = formatted(values.installDate, dayFormat);
  }
  return body;
}

const imageIds = (images: readonly UploadedImage[] | undefined) => (images ?? []).map((image) => image.id);

/** The CylinderAdd body of the form (spec 02 section 3.2 field names). */
export function toAddBody(values: ArchiveFormValues, options: BodyOptions, vehicleTypeName?: string): AddBodyInput {
  return {
    ...commonFields(values, options, vehicleTypeName),
    category: options.category,
    archiveImageIds: imageIds(values.archiveImages),
    otherImageIds: imageIds(values.otherImages),
  };
}

/**
 * The CylinderUpdate body: every field (a cleared one as null), the status, and a picture list only when new
 * pictures were uploaded for it (the list then replaces that kind's pictures).
 */
export function toUpdateBody(
  id: number,
  values: ArchiveFormValues,
  options: BodyOptions,
  vehicleTypeName?: string,
): UpdateBodyInput {
  const body: UpdateBodyInput = { id, ...commonFields(values, options, vehicleTypeName) };
  if (values.status !== undefined) body.status = values.status;
  if (values.archiveImages && values.archiveImages.length > 0) body.archiveImageIds = imageIds(values.archiveImages);
  if (values.otherImages && values.otherImages.length > 0) body.otherImageIds = imageIds(values.otherImages);
  return body;
}

/** The form's values for an archive being edited. */
export function valuesFromDetail(
  detail: CylinderDetail,
  valve: CylinderValveInfo | null | undefined,
): ArchiveFormValues {
  return {
    barcode: detail.barcode,
    stationId: detail.stationId ?? undefined,
    belongType: detail.belongType,
    vendorId: detail.vendorId ?? undefined,
    serialNumber: detail.serialNumber ?? undefined,
    vendorBarcode: detail.vendorBarcode ?? undefined,
    selfCode: detail.selfCode ?? undefined,
    registerCode: detail.registerCode ?? undefined,
    typeId: detail.typeId ?? undefined,
    mediumId: detail.mediumId ?? undefined,
    specId: detail.specId ?? undefined,
    makeDate: parsed(detail.makeDate, monthFormat),
    lastInspectionDate: parsed(detail.lastInspectionDate, monthFormat),
    nominalWorkingPressure: detail.nominalWorkingPressure,
    volume: detail.volume,
    wallThickness: detail.wallThickness,
    productStandard: detail.productStandard ?? undefined,
    cylinderRemark: detail.cylinderRemark ?? undefined,
    proofMaterial: proofBits(detail.proofMaterial),
    status: detail.status,
    valveVendorName: valve?.valveVendorName ?? undefined,
    valveModel: valve?.valveModel ?? undefined,
    valveSerialNumber: valve?.valveSerialNumber ?? undefined,
    valveMakeDate: parsed(valve?.valveMakeDate, monthFormat),
    isInstalledPressureRetainingValve:
      valve?.isInstalledPressureRetainingValve ?? detail.isInstalledPressureRetainingValve ?? null,
    plateNum: detail.plateNum ?? undefined,
    vehicleTypeId: detail.vehicleTypeId,
    departmentName: detail.departmentName ?? undefined,
    installEntityName: detail.installEntityName ?? undefined,
    installDate: parsed(detail.installDate, dayFormat),
    archiveImages: [],
    otherImages: [],
  };
}

/** Whether a month lies after the current one (manufacture and inspection months cannot). */
export const isAfterThisMonth = (value: Dayjs) => value.isAfter(dayjs(), 'month');
export const isAfterToday = (value: Dayjs) => value.isAfter(dayjs(), 'day');
