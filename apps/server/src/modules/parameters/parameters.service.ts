import type { Kysely } from 'kysely';
import {
  builtInParameterCodes,
  formatDateTime,
  parameterKindLabels,
  parameterMessages,
  parameterValueProblem,
  type ParameterBody,
  type ParameterListQuery,
  type ParameterRow,
  type ParameterUpdateBody,
} from '@gcs/contracts';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { ParameterRecord, ParametersRepository, ParameterValues } from './parameters.repository';
import { pagedByFilter } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

const kindCode = (kind: string) => (kind === 'number' ? 1 : 2);

export function toParameterRow(row: ParameterRecord, ordinalNum: number): ParameterRow {
  const kind = kindCode(row.kind);
  return {
    ordinalNum,
    id: row.id,
    code: row.code,
    name: row.name,
    value: row.value,
    description: row.description,
    kind,
    kindName: parameterKindLabels[kind] ?? '',
    minValue: row.min_value,
    maxValue: row.max_value,
    isValid: row.is_valid,
    readOnly: row.read_only,
    builtIn: row.built_in,
    updatedAt: formatDateTime(row.updated_at),
  };
}

/** What the system log keeps of a parameter, before and after a change. */
function logged(row: ParameterRecord | ParameterValues) {
  return {
    code: row.code,
    name: row.name,
    value: row.value,
    description: row.description ?? null,
    kind: row.kind,
    minValue: row.min_value ?? null,
    maxValue: row.max_value ?? null,
    isValid: row.is_valid ?? true,
  };
}

function valuesOf(body: ParameterBody): ParameterValues {
  return {
    code: body.code,
    name: body.name,
    value: body.value,
    description: body.description,
    kind: body.kind === 1 ? 'number' : 'text',
    min_value: body.minValue,
    max_value: body.maxValue,
    is_valid: body.isValid,
  };
}

function checkValue(values: ParameterValues): void {
  const problem = parameterValueProblem(
    {
      code: values.code,
      name: values.name,
      kind: kindCode(values.kind),
      minValue: values.min_value ?? null,
      maxValue: values.max_value ?? null,
    },
    values.value,
  );
  if (problem) throw new HttpError(400, problem);
}

/**
 * The system parameters: add, change and delete, each in one transaction with its system log row (before and after).
 * Built-in parameters keep their code, kind and bounds and cannot be disabled or deleted; read-only ones mirror the
 * deployment's configuration (written at start-up) and refuse every change.
 */
export class ParametersService {
  constructor(
    private readonly db: Db,
    private readonly repository: ParametersRepository,
    private readonly syslog: Syslog,
    private readonly now: () => Date,
  ) {}

  listSource(): ListSource<ParameterListQuery, ParameterRecord, ParameterRow> {
    return {
      ...pagedByFilter(this.repository.parameterRows(), (query: ParameterListQuery) => query.Keyword),
      toRow: toParameterRow,
    };
  }

  /** Shows the deployment's password period and idle timeout as the read-only parameters. */
  async mirrorConfig(settings: { passwordMaxAgeDays: number; idleMinutes: number }): Promise<void> {
    await this.repository.mirror(builtInParameterCodes.passwordMaxAgeDays, String(settings.passwordMaxAgeDays));
    await this.repository.mirror(builtInParameterCodes.sessionIdleMinutes, String(settings.idleMinutes));
  }

  async add(user: SessionUser, body: ParameterBody, ip: string | undefined) {
    const values = valuesOf(body);
    checkValue(values);
    const saved = await this.uniquely(body.code, () =>
      this.db.transaction().execute(async (trx) => {
        if (await this.repository.findByCode(trx, body.code)) {
          throw new HttpError(400, parameterMessages.codeTaken(body.code));
        }
        const row = await this.repository.insert(trx, values);
        await this.audit(trx, user, ip, { action: 'add', id: row.id, before: null, after: logged(row) });
        return row;
      }),
    );
    return { result: true, messeage: '参数已新增', data: omitOrdinal(toParameterRow(saved, 0)) };
  }

  async update(user: SessionUser, body: ParameterUpdateBody, ip: string | undefined) {
    const values = valuesOf(body);
    const saved = await this.uniquely(body.code, () =>
      this.db.transaction().execute(async (trx) => {
        const current = await this.repository.findById(trx, body.id);
        if (!current) throw notFound(parameterMessages.notFound);
        if (current.read_only) throw new HttpError(400, parameterMessages.readOnly(current.name));
        if (current.built_in) {
          const reshaped =
            values.code !== current.code ||
            values.kind !== current.kind ||
            values.min_value !== current.min_value ||
            values.max_value !== current.max_value;
          if (reshaped) throw new HttpError(400, parameterMessages.builtInShape(current.name));
          if (!values.is_valid) throw new HttpError(400, parameterMessages.builtInDisable(current.name));
        }
        checkValue(values);
        if (values.code !== current.code && (await this.repository.findByCode(trx, values.code))) {
          throw new HttpError(400, parameterMessages.codeTaken(values.code));
        }
        const row = await this.repository.update(trx, current.id, values, this.now().toISOString());
        await this.audit(trx, user, ip, { action: 'update', id: row.id, before: logged(current), after: logged(row) });
        return row;
      }),
    );
    return { result: true, messeage: '参数已修改', data: omitOrdinal(toParameterRow(saved, 0)) };
  }

  async remove(user: SessionUser, ids: readonly number[], ip: string | undefined) {
    const unique = [...new Set(ids)];
    const count = await this.db.transaction().execute(async (trx) => {
      const rows = await this.repository.findMany(trx, unique);
      if (rows.length !== unique.length) throw notFound(parameterMessages.notFound);
      const builtIn = rows.find((row) => row.built_in);
      if (builtIn) throw new HttpError(400, parameterMessages.builtInRemove(builtIn.name));
      const removed = await this.repository.remove(trx, unique);
      for (const row of rows) {
        await this.audit(trx, user, ip, { action: 'remove', id: row.id, before: logged(row), after: null });
      }
      return removed;
    });
    return { result: true, messeage: `已删除${count}个参数`, data: { count } };
  }

  /** Two requests adding the same code at once: the database's unique key answers the loser with the same message. */
  private async uniquely<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(400, parameterMessages.codeTaken(code));
      throw error;
    }
  }

  private async audit(
    db: Db,
    user: SessionUser,
    ip: string | undefined,
    detail: { action: string; id: number; before: unknown; after: unknown },
  ) {
    await this.syslog.write(
      {
        at: this.now(),
        event: 'parameterChange',
        result: 'success',
        ...actorOf(user),
        ip: ip ?? null,
        detail,
      },
      db,
    );
  }
}

function omitOrdinal(row: ParameterRow): Omit<ParameterRow, 'ordinalNum'> {
  const { ordinalNum: _ordinal, ...rest } = row;
  return rest;
}
