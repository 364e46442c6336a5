import type { FillingUpload } from '@gcs/contracts';
import { sha256Hex } from '../../platform/passwords';

const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The SHA-256 of what a filling record says, in a fixed field order with times as UTC instants: the same record sent
 * again (however its JSON is spaced, ordered or its times zoned) has the same hash; any changed value another.
 */
export function fillingContentHash(record: FillingUpload): string {
  return sha256Hex(
    JSON.stringify([
      record.fillingGuid,
      record.cylinderBarcode,
      record.balance,
      record.cylinderSpec,
      record.medium,
      record.operator,
      record.fillingWeight,
      record.beginWeight,
      record.endWeight,
      record.residualLiquidWeight,
      record.fillingPressure,
      record.temperature,
      record.plateNumber,
      instant(record.beginTime),
      instant(record.endTime),
      instant(record.operationTime),
    ]),
  );
}
