import type { Kysely } from 'kysely';
import {
  cylinderCategoryLabels,
  formatDateTime,
  formatYearMonth,
  inspectionRuleMessages,
  monthEndDay,
  normaliseStandard,
  type CylinderCategory,
  type InspectionRuleInput,
  type InspectionRuleListQuery,
  type InspectionRuleRow,
  type InspectionRuleUpdate,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { pagedByFilter } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { InspectionRulesRepository, RuleRecord, RuleValues } from './inspectionRules.repository';

type Db = Kysely<DatabaseSchema>;

const periodText = (months: number) => (months % 12 === 0 ? `${months / 12}年` : `${months}个月`);

/** What a rule says, in one sentence. */
export function describeRule(row: RuleRecord): string {
  const window =
    row.made_from || row.made_to
      ? `${row.made_from ? formatYearMonth(row.made_from) : ''}至${row.made_to ? formatYearMonth(row.made_to) : ''}制造`
      : null;
  const scope = [
    cylinderCategoryLabels[row.category as CylinderCategory],
    row.medium_name,
    row.type_name,
    row.standard,
    window,
  ]
    .filter(Boolean)
    .join(' ');
  const first = row.first_inspection_months ? `制造后${periodText(row.first_inspection_months)}首次检验，` : '';
  return `${scope}：${first}每${periodText(row.inspection_period_months)}检验一次，设计使用年限${row.design_life_years}年`;
}

export function toRuleRow(row: RuleRecord): InspectionRuleRow {
  return {
    id: row.id,
    ruleKey: row.rule_key,
    version: row.version,
    category: row.category,
    categoryName: cylinderCategoryLabels[row.category as CylinderCategory] ?? '',
    mediumId: row.medium_id,
    mediumName: row.medium_name,
    typeId: row.type_id,
    typeName: row.type_name,
    standard: row.standard,
    madeFrom: row.made_from ? formatYearMonth(row.made_from) : null,
    madeTo: row.made_to ? formatYearMonth(row.made_to) : null,
    firstInspectionMonths: row.first_inspection_months,
    inspectionPeriodMonths: row.inspection_period_months,
    designLifeYears: row.design_life_years,
    remark: row.remark,
    createdBy: row.created_by,
    createdAt: formatDateTime(row.created_at),
    retiredAt: row.retired_at ? formatDateTime(row.retired_at) : null,
    isCurrent: row.retired_at === null,
    description: describeRule(row),
  };
}

/**
 * The versioned inspection rule table. An edit retires the current version and writes version + 1 under the same
 * key in one transaction; a version is never changed. Cylinders keep the dates, and the date_rule_id, they were
 * given: a rule change applies to registrations and to edits of the dates or criteria made after it (re-dating
 * thousands of archives silently would change overdue lists behind the regulators' backs).
 */
export class InspectionRulesService {
  constructor(
    private readonly db: Db,
    private readonly repository: InspectionRulesRepository,
    private readonly syslog: Syslog,
    private readonly now: () => Date,
  ) {}

  /** The rule list of the rules page (registerList pages and exports it); rules are the same for every user. */
  listSource(): ListSource<InspectionRuleListQuery, RuleRecord, InspectionRuleRow> {
    const filter = (query: InspectionRuleListQuery) => ({
      category: query.CylinderCategory,
      includeRetired: query.IncludeRetired === true,
    });
    return {
      ...pagedByFilter(this.repository.ruleRows(), filter),
      toRow: (row) => toRuleRow(row),
    };
  }

  async history(ruleKey: number) {
    const rows = await this.repository.history(ruleKey);
    if (rows.length === 0) throw notFound('检验规则不存在');
    return { result: true, messeage: '', totalCount: rows.length, list: rows.map(toRuleRow) };
  }

  async add(user: SessionUser, input: InspectionRuleInput, ip: string | null) {
    const saved = await this.db.transaction().execute(async (trx) => {
      const values = await this.checked(trx, input, undefined);
      const row = await this.repository.insert(trx, values, user.userName);
      await this.audit(trx, user, ip, 'add', row);
      return row;
    });
    return this.answer('检验规则已新增', saved);
  }

  async update(user: SessionUser, input: InspectionRuleUpdate, ip: string | null) {
    const saved = await this.db.transaction().execute(async (trx) => {
      const current = await this.repository.findById(trx, input.id);
      if (!current) throw notFound('检验规则不存在');
      const retired = await this.repository.retire(trx, input.id);
      if (!retired) throw new HttpError(409, inspectionRuleMessages.stale);
      const values = await this.checked(trx, input, current.rule_key);
      const row = await this.repository.insert(trx, values, user.userName, {
        ruleKey: current.rule_key,
        version: current.version + 1,
      });
      await this.audit(trx, user, ip, 'update', row, { previousId: current.id });
      return row;
    });
    return this.answer('检验规则已修改，已生成新版本', saved);
  }

  async retire(user: SessionUser, id: number, ip: string | null) {
    const saved = await this.db.transaction().execute(async (trx) => {
      const current = await this.repository.findById(trx, id);
      if (!current) throw notFound('检验规则不存在');
      const retired = await this.repository.retire(trx, id);
      if (!retired) throw new HttpError(409, inspectionRuleMessages.stale);
      await this.audit(trx, user, ip, 'retire', retired);
      return retired;
    });
    return this.answer('检验规则已停用', saved);
  }

  /** The columns of a valid rule: its medium and type belong to its category, and no current rule has its criteria. */
  private async checked(db: Db, input: InspectionRuleInput, ownKey: number | undefined): Promise<RuleValues> {
    if (
      input.mediumId !== null &&
      !(await this.repository.referenceInCategory(db, 'medium', input.mediumId, input.category))
    ) {
      throw new HttpError(400, inspectionRuleMessages.mediumCategory);
    }
    if (
      input.typeId !== null &&
      !(await this.repository.referenceInCategory(db, 'cylinder_type', input.typeId, input.category))
    ) {
      throw new HttpError(400, inspectionRuleMessages.typeCategory);
    }
    const values: RuleValues = {
      category: input.category,
      medium_id: input.mediumId,
      type_id: input.typeId,
      standard: input.standard,
      made_from: input.madeFrom ? `${input.madeFrom}-01` : null,
      made_to: input.madeTo ? monthEndDay(input.madeTo) : null,
      first_inspection_months: input.firstInspectionMonths,
      inspection_period_months: input.inspectionPeriodMonths,
      design_life_years: input.designLifeYears,
      remark: input.remark,
    };
    const same = (await this.repository.currentRules(db, input.category)).find(
      (rule) =>
        rule.ruleKey !== ownKey &&
        rule.mediumId === values.medium_id &&
        rule.typeId === values.type_id &&
        normaliseStandard(rule.standard) === normaliseStandard(values.standard) &&
        rule.madeFrom === values.made_from &&
        rule.madeTo === values.made_to,
    );
    if (same) throw new HttpError(400, inspectionRuleMessages.duplicate);
    return values;
  }

  private async audit(
    db: Db,
    user: SessionUser,
    ip: string | null,
    action: 'add' | 'update' | 'retire',
    row: { id: number; rule_key: number; version: number },
    extra: Record<string, unknown> = {},
  ) {
    await this.syslog.write(
      {
        at: this.now(),
        event: 'ruleChange',
        result: 'success',
        ...actorOf(user),
        ip,
        detail: { action, ruleId: row.id, ruleKey: row.rule_key, version: row.version, ...extra },
      },
      db,
    );
  }

  private answer(messeage: string, row: { id: number; rule_key: number; version: number }) {
    return { result: true, messeage, data: { id: row.id, ruleKey: row.rule_key, version: row.version } };
  }
}
