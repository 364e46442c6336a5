import pg from 'pg';
import { deviceAuthorization, deviceUploadApi, type FillingUploadAnswer } from '@gcs/contracts';
import { fillingColumnNames } from '../../../apps/server/src/modules/filling/ingest.repository';
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
      body: uploadBody(batch.records),
    });
    const text = await response.text();
    if (response.status !== 200) return { ok: false, status: response.status, text };
    const answer = JSON.parse(text) as FillingUploadAnswer;
    return { ok: true, stored: answer.data.stored };
  };
}

/**
 * The bytes of `JSON.stringify({ records })`, serialised 50 records at a time: the whole batch as one string would be
 * 400 kB of UTF-16 (its Chinese text), which V8 maps afresh for each batch, and the driver shares the machine's cores
 * with what it measures.
 */
function uploadBody(records: readonly unknown[]): Buffer {
  const parts = [Buffer.from('{"records":[')];
  for (let start = 0; start < records.length; start += 50) {
    const text = JSON.stringify(records.slice(start, start + 50));
    parts.push(Buffer.from(`${start === 0 ? '' : ','}${text.slice(1, -1)}`));
  }
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
}

/**
 * The baseline's one statement: a multi-row INSERT of the batch's rows into filling_record, skipping rows whose
 * (filling_guid, begin_time) is stored already (the table's unique key, which a retried batch hits).
 */
export function baselineInsertSql(rows: number): string {
  const width = fillingColumnNames.length;
  const tuples = Array.from(
    { length: rows },
    (_, row) => `(${fillingColumnNames.map((_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  return `insert into filling_record (${fillingColumnNames.join(', ')}) values ${tuples.join(', ')}
    on conflict (filling_guid, begin_time) do nothing`;
}

const statements = new Map<number, string>();
const cylindersOf = new WeakMap<ScaleFeed, Map<string, ScaleFeed['scale']['cylinders'][number]>>();

/** The batch's rows as the platform would store them (its columns, in its order), without judging them (no flags, state normal). */
function baselineValues(feed: ScaleFeed, batch: Batch): unknown[] {
  let byBarcode = cylindersOf.get(feed);
  if (!byBarcode) {
    byBarcode = new Map(feed.scale.cylinders.map((c) => [c.barcode, c]));
    cylindersOf.set(feed, byBarcode);
  }
  return batch.records.flatMap((record) => {
    const cylinder = byBarcode.get(record.cylinderBarcode);
    const begin = Date.parse(record.beginTime);
    const row: Record<(typeof fillingColumnNames)[number], unknown> = {
      filling_guid: record.fillingGuid,
      station_id: feed.scale.stationId,
      cylinder_id: cylinder?.id ?? null,
      cylinder_barcode: record.cylinderBarcode,
      balance: record.balance ?? null,
      cylinder_spec: record.cylinderSpec ?? null,
      medium_id: cylinder?.mediumId ?? null,
      operator_name: record.operator ?? null,
      filling_weight: record.fillingWeight ?? null,
      begin_weight: record.beginWeight ?? null,
      end_weight: record.endWeight ?? null,
      residual_liquid_weight: record.residualLiquidWeight ?? null,
      filling_pressure: record.fillingPressure ?? null,
      temperature: record.temperature ?? null,
      plate_number: record.plateNumber ?? null,
      begin_time: record.beginTime,
      end_time: record.endTime ?? null,
      cylinder_state: 0,
      operation_time: record.operationTime ?? null,
      filling_seconds: record.endTime ? Math.round((Date.parse(record.endTime) - begin) / 1000) : null,
      flags: 0,
      device_id: feed.scale.deviceId,
    };
    return fillingColumnNames.map((column) => row[column]);
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
