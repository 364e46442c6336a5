import pg from 'pg';
import { deviceAuthorization, deviceUploadApi, type FillingUploadAnswer } from '@gcs/contracts';
import type { Batch, ScaleFeed } from './batches';
import type { Send } from './drive';

/** The platform: POST /api/samr/Device/UploadFillingRecords with the scale's own credential, over keep-alive HTTP. */
export function platformSender(port: number): Send {
  const url = `http://127.0.0.1:${port}${deviceUploadApi.upload.path}`;
  return async (feed, batch) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: deviceAuthorization(feed.scale.deviceGuid, feed.scale.secret),
      },
      body: JSON.stringify({ records: batch.records }),
    });
    const text = await response.text();
    if (response.status !== 200) return { ok: false, status: response.status, text };
    const answer = JSON.parse(text) as FillingUploadAnswer;
    return { ok: true, stored: answer.data.stored };
  };
}

/** The columns the platform's upload writes into filling_record (the rest keep their defaults). */
const baselineColumns = [
  'filling_guid',
  'station_id',
  'cylinder_id',
  'cylinder_barcode',
  'balance',
  'cylinder_spec',
  'medium_id',
  'operator_name',
  'filling_weight',
  'begin_weight',
  'end_weight',
  'residual_liquid_weight',
  'filling_pressure',
  'temperature',
  'plate_number',
  'begin_time',
  'end_time',
  'cylinder_state',
  'operation_time',
  'filling_seconds',
  'flags',
  'device_id',
] as const;

/**
 * The baseline's one statement: a multi-row INSERT of the batch's rows into filling_record, skipping rows whose
 * (filling_guid, begin_time) is stored already (the table's unique key, which a retried batch hits).
 */
export function baselineInsertSql(rows: number): string {
  const width = baselineColumns.length;
  const tuples = Array.from(
    { length: rows },
    (_, row) => `(${baselineColumns.map((_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  return `insert into filling_record (${baselineColumns.join(', ')}) values ${tuples.join(', ')}
    on conflict (filling_guid, begin_time) do nothing`;
}

const statements = new Map<number, string>();
const cylindersOf = new WeakMap<ScaleFeed, Map<string, ScaleFeed['scale']['cylinders'][number]>>();

/** The batch's rows as the platform would store them, without judging them (no flags, state normal). */
function baselineValues(feed: ScaleFeed, batch: Batch): unknown[] {
  let byBarcode = cylindersOf.get(feed);
  if (!byBarcode) {
    byBarcode = new Map(feed.scale.cylinders.map((c) => [c.barcode, c]));
    cylindersOf.set(feed, byBarcode);
  }
  return batch.records.flatMap((record) => {
    const cylinder = byBarcode.get(record.cylinderBarcode);
    const begin = Date.parse(record.beginTime);
    return [
      record.fillingGuid,
      feed.scale.stationId,
      cylinder?.id ?? null,
      record.cylinderBarcode,
      record.balance ?? null,
      record.cylinderSpec ?? null,
      cylinder?.mediumId ?? null,
      record.operator ?? null,
      record.fillingWeight ?? null,
      record.beginWeight ?? null,
      record.endWeight ?? null,
      record.residualLiquidWeight ?? null,
      record.fillingPressure ?? null,
      record.temperature ?? null,
      record.plateNumber ?? null,
      record.beginTime,
      record.endTime ?? null,
      0,
      record.operationTime ?? null,
      record.endTime ? Math.round((Date.parse(record.endTime) - begin) / 1000) : null,
      0,
      feed.scale.deviceId,
    ];
  });
}

/** The baseline: one connection per scale, the batch's INSERT as a prepared statement, nothing else. */
export function baselineSender(pool: pg.Pool): Send {
  return async (feed, batch) => {
    const rows = batch.records.length;
    let text = statements.get(rows);
    if (!text) {
      text = baselineInsertSql(rows);
      statements.set(rows, text);
    }
    const result = await pool.query({
      name: `bench-ingest-baseline-${rows}`,
      text,
      values: baselineValues(feed, batch),
    });
    return { ok: true, stored: result.rowCount ?? 0 };
  };
}
