import { z } from 'zod';
import {
  BelongToType,
  cylinderCategoryLabels,
  defaultTracingConfig,
  fileImageUrl,
  formatDateTime,
  formatYearMonth,
  repeatRuleFieldLabels,
  repeatRuleFields,
  tracingConfigFields,
  type CylinderCategory,
  type RepeatRuleField,
  type TracingConfig,
  type TracingConfigData,
  type TracingConfigField,
} from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import { pageWithTotal } from '../../platform/paging';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { RegistryConfigRepository } from './registryConfig.repository';

export const configMessages = {
  regulatorRequired: '请选择监管单位',
  regulatorNotFound: '监管单位不存在或不在管辖范围内',
  tracingRegulatorOnly: '仅监管单位可以修改追溯配置',
  repeatRegulatorOnly: '仅监管单位可以维护重复规则',
  repeatRuleNotFound: '重复规则不存在',
  repeatRuleNameTaken: '重复规则名称已存在',
  cylinderNotFound: '气瓶档案不存在',
} as const;

const storedConfig = z.object(
  Object.fromEntries(Object.keys(tracingConfigFields).map((field) => [field, z.boolean().optional()])) as Record<
    TracingConfigField,
    z.ZodOptional<z.ZodBoolean>
  >,
);

type RuleRecord = NonNullable<Awaited<ReturnType<RegistryConfigRepository['repeatRule']>>>;

const isRegulatorUser = (user: SessionUser) =>
  user.isSystemManager || (user.belongToType === BelongToType.Regulator && user.regulatorId !== null);

/**
 * The small archive configuration calls: the traceability configuration of each regulator (which archive states
 * stop a filling), a maker's seal picture, and the repeat rules that find archives of one cylinder registered twice.
 *
 * A regulator without its own traceability configuration follows the nearest regulator above it that has one, and
 * the defaults when none has; a filling station or an institution reads the configuration of its nearest regulator.
 */
export class RegistryConfigService {
  constructor(
    private readonly repository: RegistryConfigRepository,
    private readonly syslog: Syslog,
    private readonly now: () => Date,
  ) {}

  /** The regulator a configuration call is about: a manager names one; a regulator its own or one below it. */
  private async targetRegulator(user: SessionUser, requested: number | undefined): Promise<number> {
    if (user.isSystemManager) {
      if (requested === undefined) throw new HttpError(400, configMessages.regulatorRequired);
      if (!(await this.repository.regulator(requested))) throw notFound(configMessages.regulatorNotFound);
      return requested;
    }
    const own = user.regulatorId;
    if (own === null) throw notFound(configMessages.regulatorNotFound);
    if (requested === undefined || requested === own) return own;
    if (!(await this.repository.isRegulatorWithin(requested, own))) throw notFound(configMessages.regulatorNotFound);
    return requested;
  }

  async tracingConfig(user: SessionUser, requested: number | undefined) {
    // A manager who names no regulator sees the defaults every regulator starts from.
    if (user.isSystemManager && requested === undefined) return this.answerConfig([], null);
    if (isRegulatorUser(user)) {
      const regulatorId = await this.targetRegulator(user, requested);
      const chain = await this.repository.regulatorChain(regulatorId);
      return this.answerConfig(chain, chain[0] ?? null);
    }
    const regulators = user.stationId === null ? [] : await this.repository.regulatorsOfStation(user.stationId);
    return this.answerConfig(regulators, regulators[0] ?? null);
  }

  /** The traceability configuration a station's fillings follow: its nearest regulator's, or the defaults. */
  async stationTracingConfig(stationId: number): Promise<TracingConfig> {
    return (await this.effective(await this.repository.regulatorsOfStation(stationId))).config;
  }

  async updateTracingConfig(
    user: SessionUser,
    body: { RegulatorId?: number | undefined } & Partial<Record<TracingConfigField, boolean | undefined>>,
  ) {
    if (!isRegulatorUser(user)) throw new HttpError(403, configMessages.tracingRegulatorOnly);
    const regulatorId = await this.targetRegulator(user, body.RegulatorId);
    const chain = await this.repository.regulatorChain(regulatorId);
    const current = await this.effective(chain);
    const next: TracingConfig = { ...current.config };
    for (const field of Object.keys(tracingConfigFields) as TracingConfigField[]) {
      const value = body[field];
      if (value !== undefined) next[field] = value;
    }
    await this.repository.saveTracingConfig(regulatorId, next, user.userName);
    const answer = await this.answerConfig(chain, chain[0] ?? null);
    return { ...answer, messeage: '追溯配置已保存' };
  }

  /** The first configuration along a chain of regulators (nearest first), or the defaults. */
  private async effective(chain: readonly { id: number }[]) {
    const rows = await this.repository.tracingConfigs(chain.map((row) => row.id));
    for (const regulator of chain) {
      const row = rows.find((candidate) => candidate.regulator_id === regulator.id);
      if (row) {
        const parsed = storedConfig.safeParse(row.config);
        const config = { ...defaultTracingConfig };
        if (parsed.success) {
          for (const [field, value] of Object.entries(parsed.data)) {
            if (value !== undefined) config[field as TracingConfigField] = value;
          }
        }
        return { config, updatedBy: row.updated_by, updatedAt: row.updated_at };
      }
    }
    return { config: { ...defaultTracingConfig }, updatedBy: null, updatedAt: null };
  }

  private async answerConfig(chain: readonly { id: number }[], regulator: { id: number; name: string } | null) {
    const current = await this.effective(chain);
    const data: TracingConfigData = {
      regulatorId: regulator?.id ?? null,
      regulatorName: regulator?.name ?? null,
      ...current.config,
      updatedBy: current.updatedBy,
      updatedAt: current.updatedAt ? formatDateTime(current.updatedAt) : null,
    };
    return { result: true, messeage: '', data };
  }

  async vendorSeal(user: SessionUser, cylinderId: number) {
    const row = await this.repository.vendorSeal(user, cylinderId);
    if (!row) throw notFound(configMessages.cylinderNotFound);
    return {
      result: true,
      messeage: row.seal_file_id === null ? '该制造单位没有印章图片' : '',
      data: {
        cylinderId: row.id,
        vendorId: row.vendor_id,
        vendorName: row.vendor_name,
        sealUrl: row.seal_file_id === null ? null : fileImageUrl(row.seal_file_id),
      },
    };
  }

  async repeatRules(category: number | undefined) {
    const rows = await this.repository.repeatRules(category);
    return { result: true, messeage: '', totalCount: rows.length, list: rows.map(toRepeatRuleRow) };
  }

  async addRepeatRule(
    user: SessionUser,
    body: { name: string; category: number; fields: RepeatRuleField[]; isValid: boolean },
  ) {
    if (!isRegulatorUser(user)) throw new HttpError(403, configMessages.repeatRegulatorOnly);
    if (await this.repository.repeatRuleNameTaken(body.name)) {
      throw new HttpError(400, configMessages.repeatRuleNameTaken);
    }
    const row = await this.repository.insertRepeatRule({
      name: body.name,
      category: body.category,
      fields: body.fields,
      is_valid: body.isValid,
      created_by: user.userName,
    });
    return { result: true, messeage: '重复规则已新增', data: { id: row.id } };
  }

  async updateRepeatRule(
    user: SessionUser,
    body: { id: number; name: string; category: number; fields: RepeatRuleField[]; isValid: boolean },
  ) {
    if (!isRegulatorUser(user)) throw new HttpError(403, configMessages.repeatRegulatorOnly);
    if (!(await this.repository.repeatRule(body.id))) throw notFound(configMessages.repeatRuleNotFound);
    if (await this.repository.repeatRuleNameTaken(body.name, body.id)) {
      throw new HttpError(400, configMessages.repeatRuleNameTaken);
    }
    await this.repository.updateRepeatRule(body.id, {
      name: body.name,
      category: body.category,
      fields: body.fields,
      is_valid: body.isValid,
    });
    return { result: true, messeage: '重复规则已修改', data: { id: body.id } };
  }

  async deleteRepeatRule(user: SessionUser, id: number, ip: string | null) {
    if (!isRegulatorUser(user)) throw new HttpError(403, configMessages.repeatRegulatorOnly);
    const rule = await this.repository.repeatRule(id);
    if (!rule) throw notFound(configMessages.repeatRuleNotFound);
    await this.repository.db.transaction().execute(async (trx) => {
      await this.repository.deleteRepeatRule(trx, id);
      await this.syslog.write(
        {
          at: this.now(),
          event: 'delete',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: { what: 'cylinderRepeatRule', id, name: rule.name },
        },
        trx,
      );
    });
    return { result: true, messeage: '重复规则已删除', data: { id } };
  }

  async repeatCylinders(
    user: SessionUser,
    query: { RuleId: number; StationId?: number | undefined; PageIndex: number; CountPerPage: number },
  ) {
    const rule = await this.repository.repeatRule(query.RuleId);
    if (!rule) throw notFound(configMessages.repeatRuleNotFound);
    const fields = ruleFields(rule);
    const offset = (query.PageIndex - 1) * query.CountPerPage;
    const { rows, totalCount } = await pageWithTotal(
      offset,
      query.CountPerPage,
      () =>
        this.repository.listRepeatGroups(user, rule.category, fields, {
          offset,
          limit: query.CountPerPage,
          stationId: query.StationId,
        }),
      () => this.repository.countRepeatGroups(user, rule.category, fields, query.StationId),
    );
    return {
      result: true,
      messeage: '',
      totalCount,
      list: rows.map((row, index) => ({
        ordinalNum: offset + index + 1,
        vendorName: row.vendor_name,
        serialNumber: row.serial_number,
        makeDate: row.make_month ? formatYearMonth(row.make_month) : null,
        selfCode: row.self_code,
        vendorBarcode: row.vendor_barcode,
        spec: row.spec_name,
        cylinderCount: row.cylinder_count,
        cylinders: row.cylinders,
      })),
    };
  }
}

function ruleFields(rule: RuleRecord): RepeatRuleField[] {
  const stored = Array.isArray(rule.fields) ? rule.fields : [];
  return repeatRuleFields.filter((field) => stored.includes(field));
}

function toRepeatRuleRow(rule: RuleRecord) {
  const fields = ruleFields(rule);
  return {
    id: rule.id,
    name: rule.name,
    category: rule.category,
    categoryName: cylinderCategoryLabels[rule.category as CylinderCategory] ?? '',
    fields,
    fieldNames: fields.map((field) => repeatRuleFieldLabels[field]).join('、'),
    isValid: rule.is_valid,
    createdBy: rule.created_by,
    createdAt: formatDateTime(rule.created_at),
  };
}
