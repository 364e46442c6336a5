import { hash } from 'node:crypto';
import type { FillingUpload } from '@gcs/contracts';

/** A record's three times as UTC instants (`toISOString`), worked out once for its hash and its row. */
export interface FillingInstants {
  begin: string;
  end: string | null;
  operation: string | null;
}

/** Already in the form toISOString gives (yyyy-MM-ddTHH:mm:ss.sssZ; the contract checked it is a valid instant). */
const canonicalForm = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The UTC instant of an ISO time with an offset, as toISOString writes it (the same text for the same instant). */
export function canonicalInstant(value: string): string {
  return value.length === 24 && canonicalForm.test(value) ? value : new Date(value).toISOString();
}

export function fillingInstants(record: FillingUpload): FillingInstants {
  return {
    begin: canonicalInstant(record.beginTime),
    end: record.endTime === null ? null : canonicalInstant(record.endTime),
    operation: record.operationTime === null ? null : canonicalInstant(record.operationTime),
  };
}

/**
 * The SHA-256 of what a filling record says, in a fixed field order with times as UTC instants: the same record sent
 * again (however its JSON is spaced, ordered or its times zoned) has the same hash; any changed value another. One
 * JSON text per record hashed by node:crypto's one-shot `hash` (no Hash object per record); the text and the digest
 * are exactly those of before, so the hashes stored in filling_guid still compare (a scale retrying a batch across an
 * upgrade gets "duplicate", never a false 422). SHA-256, not a faster non-cryptographic hash: a scale's firmware is
 * not trusted to avoid crafted collisions, and the digest is a small part of the upload's cost.
 */
export function fillingContentHash(record: FillingUpload, instants: FillingInstants = fillingInstants(record)): string {
  return hash(
    'sha256',
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
      instants.begin,
      instants.end,
      instants.operation,
    ]),
    'hex',
  );
}
