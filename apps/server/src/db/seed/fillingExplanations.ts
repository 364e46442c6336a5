import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ExplanationStatus } from '@gcs/contracts';
import type { DatabaseSchema } from '../schema';
import { demoAccounts } from './demoAccounts';
import { demoAreaCode } from './demoCity';
import { labelPicture } from './pictures';

const texts = [
  '该瓶充装前已抽残液，称重记录为抽残前数值，实际充装量正常。',
  '电子秤当日校准偏差，已联系计量所复检，复检后数据正常。',
  '用户临时更换气瓶，规格录入错误，已更正档案。',
  '该瓶充装前检查记录因扫码枪故障未上传，纸质记录已存档。',
  '连续充装系首次充装不足后补充充装，已向用户说明。',
  '气瓶检验报告已出具，档案下次检验日期尚未更新。',
];

/**
 * A few explanations of the demo station's abnormal fillings in each status (two pending, two approved, two rejected),
 * explained by the station account and decided by the city regulator, so 异常充装审核 has something to show; the two
 * pending ones carry a photo of the cylinder's label as evidence.
 */
export async function insertFillingExplanations(db: Kysely<DatabaseSchema>, stationId: number): Promise<void> {
  const flagged = await db
    .selectFrom('filling_record')
    .select(['filling_guid', 'cylinder_barcode', 'begin_time', 'flags'])
    .where('station_id', '=', stationId)
    .where('flags', '<>', 0)
    .orderBy('begin_time', 'desc')
    .orderBy('id', 'desc')
    .limit(texts.length)
    .execute();
  if (flagged.length === 0) return;
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'login_code', 'user_name'])
    .where('login_code', 'in', [demoAccounts.station.loginCode, demoAccounts.city.loginCode])
    .execute();
  const station = users.find((user) => user.login_code === demoAccounts.station.loginCode);
  const city = users.find((user) => user.login_code === demoAccounts.city.loginCode);
  const statuses = [
    ExplanationStatus.Pending,
    ExplanationStatus.Pending,
    ExplanationStatus.Approved,
    ExplanationStatus.Approved,
    ExplanationStatus.Rejected,
    ExplanationStatus.Rejected,
  ];
  const inserted = await db
    .insertInto('filling_explanation')
    .values(
      flagged.map((record, index) => {
        const status = statuses[index] ?? ExplanationStatus.Pending;
        const begin = new Date(record.begin_time).getTime();
        const decided = status !== ExplanationStatus.Pending;
        return {
          filling_guid: record.filling_guid,
          station_id: stationId,
          cylinder_barcode: record.cylinder_barcode,
          begin_time: new Date(begin).toISOString(),
          flags: record.flags,
          explanation: texts[index] ?? texts[0] ?? '',
          status,
          submitted_by: station?.id ?? null,
          submitted_by_name: station ? `${station.login_code}（${station.user_name}）` : '充装站',
          submitted_at: new Date(begin + 3600_000).toISOString(),
          decided_by: decided ? (city?.id ?? null) : null,
          decided_by_name: decided && city ? `${city.login_code}（${city.user_name}）` : null,
          decided_at: decided ? new Date(begin + 2 * 3600_000).toISOString() : null,
          opinion: !decided
            ? null
            : status === ExplanationStatus.Approved
              ? '情况属实，予以通过。'
              : '说明依据不足，请补充计量复检报告后重新说明。',
        };
      }),
    )
    .returning(['id', 'cylinder_barcode', 'status'])
    .execute();
  for (const explanation of inserted.filter((row) => row.status === ExplanationStatus.Pending)) {
    await attachLabelPhoto(db, Number(explanation.id), explanation.cylinder_barcode, station?.id ?? null);
  }
}

/** A drawn photo of the cylinder's label, stored once by content and linked as the explanation's first file. */
async function attachLabelPhoto(
  db: Kysely<DatabaseSchema>,
  explanationId: number,
  barcode: string,
  userId: number | null,
) {
  const content = labelPicture({
    barcode,
    areaCode: demoAreaCode,
    spec: 'YSP35.5',
    serialNumber: barcode,
    makeMonth: '2020-01',
    vendorCode: 'DEMO',
    pressure: 2.1,
    volume: 35.5,
    tare: 15,
    body: [170, 172, 176],
  });
  const sha256 = createHash('sha256').update(content).digest('hex');
  const file =
    (await db.selectFrom('stored_file').where('sha256', '=', sha256).select('id').executeTakeFirst()) ??
    (await db
      .insertInto('stored_file')
      .values({ sha256, mime_type: 'image/png', byte_size: content.byteLength, content })
      .returning('id')
      .executeTakeFirstOrThrow());
  if (userId !== null) {
    await db
      .insertInto('file_upload')
      .values({ file_id: Number(file.id), user_id: userId })
      .onConflict((conflict) => conflict.columns(['file_id', 'user_id']).doNothing())
      .execute();
  }
  await db
    .insertInto('filling_explanation_file')
    .values({ explanation_id: explanationId, no: 1, file_id: Number(file.id), name: `气瓶标签${barcode}.png` })
    .execute();
}
