import {
  BelongToType,
  defaultFillingRule,
  fillingRuleMessages,
  formatDateTime,
  type FillingRuleQuery,
  type FillingRuleRow,
  type UpdateFillingRuleBody,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { FillingRuleRecord, FillingRuleRows, FillingRulesRepository } from './rules.repository';

const windowsOf = (row: FillingRuleRecord) => ({
  clonedLabelMinutes: row.cloned_label_minutes ?? defaultFillingRule.clonedLabelMinutes,
  continuousFillingMinutes: row.continuous_filling_minutes ?? defaultFillingRule.continuousFillingMinutes,
});

export function toFillingRuleRow(row: FillingRuleRecord, ordinalNum: number): FillingRuleRow {
  return {
    ordinalNum,
    areaCode: row.code,
    cityName: row.name,
    ...windowsOf(row),
    source: row.cloned_label_minutes === null ? '默认' : '本市设定',
    updatedAt: row.updated_at === null ? null : formatDateTime(new Date(row.updated_at).toISOString()),
  };
}

/** The rule page's list: the cities of the caller's scope (in SQL) with their windows. */
export function fillingRuleSource(
  rows: FillingRuleRows,
): ListSource<FillingRuleQuery, FillingRuleRecord, FillingRuleRow> {
  return {
    ...rows,
    toRow: toFillingRuleRow,
  };
}

export interface FillingRulesDeps {
  repository: FillingRulesRepository;
  syslog: Syslog;
  now: () => Date;
}

/** Setting a city's windows: a city regulator for its own city, a system manager for any; audited before and after. */
export class FillingRulesService {
  constructor(private readonly deps: FillingRulesDeps) {}

  async update(user: SessionUser, body: UpdateFillingRuleBody, ip: string) {
    const { repository, syslog } = this.deps;
    if (!user.isSystemManager) {
      const ownCity =
        user.belongToType === BelongToType.Regulator && user.level === 2 && user.regulatorId !== null
          ? await repository.regulatorCity(user.regulatorId)
          : undefined;
      if (ownCity === undefined) throw new HttpError(403, fillingRuleMessages.notCityRegulator);
      if (ownCity !== body.areaCode) throw new HttpError(404, fillingRuleMessages.notCity);
    }
    const now = this.deps.now();
    return repository.transaction(async (trx) => {
      const city = await repository.cityInScope(trx, user, body.areaCode);
      if (!city) throw new HttpError(404, fillingRuleMessages.notCity);
      await repository.save(
        trx,
        body.areaCode,
        body.clonedLabelMinutes,
        body.continuousFillingMinutes,
        now.toISOString(),
      );
      await syslog.write(
        {
          at: now,
          event: 'ruleChange',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            kind: 'fillingRule',
            areaCode: body.areaCode,
            before: { ...windowsOf(city), source: city.cloned_label_minutes === null ? '默认' : '本市设定' },
            after: {
              clonedLabelMinutes: body.clonedLabelMinutes,
              continuousFillingMinutes: body.continuousFillingMinutes,
            },
          },
        },
        trx,
      );
      return { result: true, messeage: fillingRuleMessages.saved(city.name), data: { areaCode: body.areaCode } };
    });
  }
}
