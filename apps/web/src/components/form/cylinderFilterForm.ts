import type { z } from 'zod';
import { CylinderCategory, type cylinderFilter } from '@gcs/contracts';
import type { DayRange } from './DayRangePicker';
import type { MonthRange } from './MonthRangePicker';
import type { NumberRange } from './NumberRangeInput';

/** What the advanced cylinder filter form holds: ranges as pairs, the station as one id or several. */
export interface CylinderFilterFormValues {
  CylinderCategory?: number;
  Barcode?: string;
  SerialNumber?: string;
  station?: number | number[];
  CylinderStatus?: number;
  VendorId?: number;
  TypeId?: number;
  MediumId?: number;
  Spec?: string;
  SelfCode?: string;
  CylinderRemark?: string;
  RecordEntityName?: string;
  RecordMan?: string;
  PlateNum?: string;
  VcType?: string;
  StationType?: number;
  RegulatorId?: number;
  BelongType?: number;
  IsIssued?: number;
  Isvalid?: number | '';
  IsInstalledPressureRetainingValue?: number;
  reportTime?: DayRange;
  lastModifyTime?: DayRange;
  makeDate?: MonthRange;
  lastInspectionDate?: MonthRange;
  nextInspectionDate?: MonthRange;
  scrapDate?: MonthRange;
  pressure?: NumberRange;
  volume?: NumberRange;
  wallThickness?: NumberRange;
}

type TextName =
  | 'Barcode'
  | 'SerialNumber'
  | 'Spec'
  | 'SelfCode'
  | 'CylinderRemark'
  | 'RecordEntityName'
  | 'RecordMan'
  | 'PlateNum'
  | 'VcType'
  | 'From'
  | 'To'
  | 'MakeDateStart'
  | 'MakeDateEnd'
  | 'LastInspectionDateStart'
  | 'LastInspectionDateEnd'
  | 'NextInspectionDateStart'
  | 'NextInspectionDateEnd'
  | 'ScrapDateStart'
  | 'ScrapDateEnd'
  | 'LastModifyTimeStart'
  | 'LastModifyTimeEnd';
type NumberName =
  | 'CylinderCategory'
  | 'StationId'
  | 'fillingStationId'
  | 'StationType'
  | 'VendorId'
  | 'TypeId'
  | 'MediumId'
  | 'RegulatorId'
  | 'BelongType'
  | 'IsIssued'
  | 'Isvalid'
  | 'IsInstalledPressureRetainingValue'
  | 'CylinderStatus'
  | 'NominalWorkingPressureBottom'
  | 'NominalWorkingPressureTop'
  | 'VolumeBottom'
  | 'VolumeTop'
  | 'WallThicknessBottom'
  | 'WallThicknessTop';

/** The filter the form emits: names exactly those of the contract (spec 02 section 3.10), empty values left out. */
export type CylinderFilterQuery = Partial<Record<TextName, string> & Record<NumberName, number>> & {
  StationIds?: number[];
};

// The emitted filter is a valid input of the contract's filter (checked by the compiler).
const fitsContract = (query: CylinderFilterQuery): z.input<typeof cylinderFilter> => query;
void fitsContract;

/** Where the chosen station goes: StationId by default, or fillingStationId on pages that filter by filling station. */
export type StationParam = 'StationId' | 'fillingStationId';

export interface FilterTranslation {
  /** The page's fixed category; otherwise the form's choice (1 by default). */
  category?: number;
  stationParam?: StationParam;
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const chosen = (value: number | '' | undefined | null) =>
  value === '' || value === undefined || value === null ? undefined : value;

/** Form values -> the filter of the list call, with every empty value dropped. */
export function filterFromForm(
  values: CylinderFilterFormValues,
  { category, stationParam = 'StationId' }: FilterTranslation = {},
): CylinderFilterQuery {
  const cylinderCategory = category ?? values.CylinderCategory ?? CylinderCategory.Liquefied;
  const vehicle = cylinderCategory === CylinderCategory.Vehicle;
  const station = values.station;
  const stationIds = Array.isArray(station) ? station : undefined;
  const query: CylinderFilterQuery = {
    CylinderCategory: cylinderCategory,
    Barcode: text(values.Barcode),
    SerialNumber: text(values.SerialNumber),
    StationIds: stationIds && stationIds.length > 0 ? stationIds : undefined,
    [stationParam]: Array.isArray(station) ? undefined : chosen(station),
    CylinderStatus: chosen(values.CylinderStatus),
    VendorId: chosen(values.VendorId),
    TypeId: chosen(values.TypeId),
    MediumId: chosen(values.MediumId),
    Spec: text(values.Spec),
    SelfCode: text(values.SelfCode),
    CylinderRemark: text(values.CylinderRemark),
    RecordEntityName: text(values.RecordEntityName),
    RecordMan: text(values.RecordMan),
    PlateNum: vehicle ? text(values.PlateNum) : undefined,
    VcType: vehicle ? text(values.VcType) : undefined,
    StationType: chosen(values.StationType),
    RegulatorId: chosen(values.RegulatorId),
    BelongType: chosen(values.BelongType),
    IsIssued: chosen(values.IsIssued),
    Isvalid: chosen(values.Isvalid),
    IsInstalledPressureRetainingValue: chosen(values.IsInstalledPressureRetainingValue),
    From: values.reportTime?.[0],
    To: values.reportTime?.[1],
    LastModifyTimeStart: values.lastModifyTime?.[0],
    LastModifyTimeEnd: values.lastModifyTime?.[1],
    MakeDateStart: values.makeDate?.[0],
    MakeDateEnd: values.makeDate?.[1],
    LastInspectionDateStart: values.lastInspectionDate?.[0],
    LastInspectionDateEnd: values.lastInspectionDate?.[1],
    NextInspectionDateStart: values.nextInspectionDate?.[0],
    NextInspectionDateEnd: values.nextInspectionDate?.[1],
    ScrapDateStart: values.scrapDate?.[0],
    ScrapDateEnd: values.scrapDate?.[1],
    NominalWorkingPressureBottom: values.pressure?.[0],
    NominalWorkingPressureTop: values.pressure?.[1],
    VolumeBottom: values.volume?.[0],
    VolumeTop: values.volume?.[1],
    WallThicknessBottom: values.wallThickness?.[0],
    WallThicknessTop: values.wallThickness?.[1],
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as CylinderFilterQuery;
}

/** How many conditions of the advanced part are set (shown on the 高级查询 toggle). */
export function advancedConditionCount(query: CylinderFilterQuery, basicNames: readonly string[]): number {
  return Object.keys(query).filter((name) => name !== 'CylinderCategory' && !basicNames.includes(name)).length;
}
