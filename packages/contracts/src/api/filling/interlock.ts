import { z } from 'zod';
import { dataResponse } from '../../paging';
import { fillingRefusalReasonValues } from '../../rules/fillingInterlock';
import { apiBase, defineCall } from '../call';
import { archiveMessages } from '../cylinderRegistry';
import { nullableNumber } from '../fields';
import { optionalId } from '../listFilters';

export const interlockMessages = {
  barcodeRequired: '请输入气瓶条码',
  barcodeTooLong: '气瓶条码不能超过64个字符',
  stationRequired: '请选择充装单位',
  stationNotInScope: '充装单位不存在或不在您的管辖范围内',
  notStationUser: '只有充装单位可以查询气瓶能否充装',
} as const;

/** A barcode as a scale reads it: trimmed, no inner spaces (the archive's own rule). */
export const scannedBarcode = z
  .string({ error: interlockMessages.barcodeRequired })
  .trim()
  .min(1, interlockMessages.barcodeRequired)
  .max(64, interlockMessages.barcodeTooLong)
  .refine((value) => !/\s/.test(value), archiveMessages.barcodeSpaces);

/**
 * Whether a barcode may be filled at a station. A filling station's user asks for its own station (StationId may be
 * left out); a system manager names the station.
 */
export const fillingCheckBody = z.object({
  Barcode: scannedBarcode,
  StationId: optionalId('充装单位'),
});
export type FillingCheckBody = z.output<typeof fillingCheckBody>;

export const interlockReason = z.object({
  code: z.union(fillingRefusalReasonValues.map((value) => z.literal(value))),
  label: z.string(),
  blocking: z.boolean(),
});

export const fillingCheckData = z.object({
  allowed: z.boolean(),
  barcode: z.string(),
  stationId: z.number().int(),
  cylinderId: nullableNumber,
  /** Every reason that applies; a non-blocking one is shown but lets the filling through. */
  reasons: z.array(interlockReason),
  /** The recorded refusal (null when the filling is allowed). */
  refusalId: nullableNumber,
});
export type FillingCheckData = z.output<typeof fillingCheckData>;

export const fillingInterlockApi = {
  check: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/FillingCheck`,
    summary:
      '充装联锁：充装前查询气瓶能否充装。answers allowed, or refused with every reason that applies (not registered, ' +
      'not owned or hosted by the station, scrapped, overdue for inspection, past design life, blacklisted, stopped, ' +
      "lost, out of use, unaudited). The regulator's traceability configuration decides which configurable reasons " +
      'block; the station may only be stricter. Every refusal is recorded for the regulators.',
    body: fillingCheckBody,
    response: dataResponse(fillingCheckData),
  }),
  /** The same question asked by a scale with its own credential, for its own station. */
  deviceCheck: defineCall({
    method: 'POST',
    path: `${apiBase}/Device/FillingCheck`,
    summary:
      '充装联锁（充装秤）：充装秤以自身凭证（Authorization: Device <deviceGuid>:<secret>）在充装前查询气瓶能否充装，' +
      '只针对充装秤所属的充装单位；答复与 CylinderFilling/FillingCheck 相同，拒充同样记录。',
    body: z.object({ Barcode: scannedBarcode }),
    response: dataResponse(fillingCheckData),
  }),
};
