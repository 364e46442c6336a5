import type { Kysely } from 'kysely';
import {
  districtCodeProblem,
  districtLevelLabels,
  districtMessages,
  unitMessages,
  type DistrictBody,
  type DistrictDeleteBody,
  type DistrictListQuery,
  type DistrictRow,
  type DistrictUpdateBody,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import { isUniqueViolation, isForeignKeyViolation } from '../../db/pgErrors';
import { unitChangeLog, type UnitChangeDetail } from '../../platform/unitChange';
import { pagedByFilter } from '../../platform/pagedRows';
import { districtRows, type DistrictFilter, type DistrictsRepository } from './districts.repository';

type Db = Kysely<DatabaseSchema>;
type StoredDistrict = NonNullable<Awaited<ReturnType<DistrictsRepository['detail']>>>;

export interface DistrictsDeps {
  db: Db;
  repository: DistrictsRepository;
  syslog: Syslog;
  now: () => Date;
}

const what = '区域';

function toDistrict(row: StoredDistrict): Omit<DistrictRow, 'ordinalNum'> {
  return {
    code: row.code,
    name: row.name,
    parentCode: row.parent_code,
    parentName: row.parent_name,
    level: row.level,
    levelName: districtLevelLabels[row.level] ?? '',
    childCount: Number(row.child_count ?? 0),
    regulatorCount: Number(row.regulator_count ?? 0),
    stationCount: Number(row.station_count ?? 0),
  };
}

const filterOf = (query: DistrictListQuery): DistrictFilter => ({ parentCode: query.ParentCode, name: query.Name });
const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/**
 * Districts (Setting/RegionalManagement): the region tree regulators and stations stand in. A new region's code
 * begins with its parent's significant prefix and its level is the parent's plus one; only its name changes
 * afterwards; a region holding child regions, regulators or stations cannot be deleted. Every change writes the
 * syslog (before and after) in its transaction.
 */
export class DistrictsService {
  constructor(private readonly deps: DistrictsDeps) {}

  listSource(): ListSource<DistrictListQuery, StoredDistrict, DistrictRow> {
    return {
      ...pagedByFilter(districtRows(this.deps.db), filterOf),
      toRow: (row, ordinalNum) => ({ ordinalNum, ...toDistrict(row) }),
    };
  }

  async add(user: SessionUser, body: DistrictBody, ip: string) {
    return this.change(async (trx) => {
      const [parent] = body.parentCode === null ? [null] : await this.deps.repository.lock(trx, [body.parentCode]);
      if (parent === undefined) throw new HttpError(400, districtMessages.unknownParent(body.parentCode ?? ''));
      const problem = districtCodeProblem(body.code, parent);
      if (problem) throw new HttpError(400, problem);
      if ((await this.deps.repository.lock(trx, [body.code])).length > 0) {
        throw new HttpError(400, districtMessages.codeTaken(body.code));
      }
      if (await this.deps.repository.nameTaken(trx, body.parentCode, body.name)) {
        throw new HttpError(400, districtMessages.nameTaken(body.name));
      }
      await this.deps.repository.insert(trx, {
        code: body.code,
        name: body.name,
        parent_code: body.parentCode,
        level: parent === null ? 1 : parent.level + 1,
      });
      const after = await this.detail(trx, body.code);
      await this.log(trx, user, ip, { action: 'add', id: body.code, before: null, after });
      return ok(after);
    }, body.code);
  }

  async update(user: SessionUser, body: DistrictUpdateBody, ip: string) {
    return this.change(async (trx) => {
      const [current] = await this.deps.repository.lock(trx, [body.code]);
      if (!current) throw notFound(unitMessages.notFound(what));
      if (await this.deps.repository.nameTaken(trx, current.parent_code, body.name, body.code)) {
        throw new HttpError(400, districtMessages.nameTaken(body.name));
      }
      const before = await this.detail(trx, body.code);
      await this.deps.repository.rename(trx, body.code, body.name);
      const after = await this.detail(trx, body.code);
      await this.log(trx, user, ip, { action: 'update', id: body.code, before, after });
      return ok(after);
    });
  }

  /** Deletes regions that hold nothing (no child regions, regulators or stations). */
  async remove(user: SessionUser, body: DistrictDeleteBody, ip: string) {
    const codes = [...new Set(body.ids)];
    return this.change(async (trx) => {
      const locked = await this.deps.repository.lock(trx, codes);
      if (locked.length !== codes.length) throw notFound(unitMessages.notFound(what));
      const before = await Promise.all(codes.map((code) => this.detail(trx, code)));
      for (const region of before) {
        const by = [
          region.childCount > 0 ? `${region.childCount}个下级区域` : '',
          region.regulatorCount > 0 ? `${region.regulatorCount}个监管单位` : '',
          region.stationCount > 0 ? `${region.stationCount}个单位` : '',
        ].filter(Boolean);
        if (by.length > 0) throw new HttpError(409, `${region.name}：${districtMessages.inUse(by.join('、'))}`);
      }
      try {
        await this.deps.repository.delete(trx, codes);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(409, districtMessages.inUse('关联的数据'));
        throw error;
      }
      await this.log(trx, user, ip, { action: 'delete', ids: codes, before, after: null });
      return ok({ count: codes.length });
    });
  }

  private async detail(db: Db, code: string) {
    const row = await this.deps.repository.detail(db, code);
    if (!row) throw notFound(unitMessages.notFound(what));
    return toDistrict(row);
  }

  /** Runs a change in one transaction; a race on a new code answers as the code check does. */
  private async change<T>(work: (trx: Db) => Promise<T>, code?: string): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (code !== undefined && isUniqueViolation(error)) throw new HttpError(400, districtMessages.codeTaken(code));
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string, change: UnitChangeDetail) {
    return unitChangeLog(this.deps)(trx, user, ip, { kind: 'district', ...change });
  }
}
