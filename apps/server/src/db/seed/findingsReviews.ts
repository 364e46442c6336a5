import type { Kysely } from 'kysely';
import { FindingsReviewStatus } from '@gcs/contracts';
import type { DatabaseSchema } from '../schema';
import { chinaInstant, isoInstant } from './dates';
import { demoAccounts } from './demoAccounts';

const doubts = [
  '判废依据不足，请补充壁厚测量及水压试验记录。',
  '检验日期早于送检登记日期，请核实检验记录。',
  '检验报告未上传，请补传报告并说明检验项目。',
];

/**
 * 检验结论审核's demo: the city regulator reviewed the six newest concluded inspections older than a week — three
 * passed, three doubtful with an opinion — so the page and the institutions' 监管审核 column have something to show.
 */
export async function insertFindingsReviews(db: Kysely<DatabaseSchema>, anchor: number): Promise<void> {
  const reviewer = await db
    .selectFrom('app_user')
    .select(['id', 'login_code', 'user_name', 'regulator_id'])
    .where('login_code', '=', demoAccounts.city.loginCode)
    .executeTakeFirst();
  if (!reviewer) return;
  const records = await db
    .selectFrom('inspection_record')
    .select(['id', 'operation_time'])
    .where('approval_result', '=', 1)
    .where('operation_time', '<', isoInstant(chinaInstant(anchor - 7, 0)))
    .orderBy('operation_time', 'desc')
    .orderBy('id', 'desc')
    .limit(6)
    .execute();
  if (records.length === 0) return;
  await db
    .insertInto('inspection_finding_review')
    .values(
      records.map((record, index) => {
        const passed = index % 2 === 0;
        return {
          inspection_id: record.id,
          status: passed ? FindingsReviewStatus.Passed : FindingsReviewStatus.Doubtful,
          opinion: passed ? null : (doubts[Math.floor(index / 2)] ?? doubts[0] ?? ''),
          regulator_id: reviewer.regulator_id,
          reviewed_by: reviewer.id,
          reviewed_by_name: `${reviewer.login_code}（${reviewer.user_name}）`,
          // Three days after the inspection was recorded (a week or more before the anchor day).
          reviewed_at: new Date(new Date(record.operation_time).getTime() + 3 * 86_400_000).toISOString(),
        };
      }),
    )
    .execute();
}
