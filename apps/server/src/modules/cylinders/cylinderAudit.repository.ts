import type { Expression, Kysely, SqlBool } from 'kysely';
import { CylinderStatus } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { passesAutoAuditSql } from './autoAudit';
import type { CylinderEb } from './cylinderFilter';

type Db = Kysely<DatabaseSchema>;

/** The audit fields an audit action writes. */
export interface AuditValues {
  audit_result: number;
  audit_regulator_id: number | null;
  audit_person_name: string | null;
  audit_time: string | null;
  audit_remark: string | null;
}

/** Awaiting audit: not yet audited, and in use (spec 02 section 4: approval result 0). */
export const pendingAudit = (eb: CylinderEb): Expression<SqlBool> =>
  eb.and([eb('c.audit_result', '=', 0), eb('c.status', '=', CylinderStatus.Normal)]);

const inScope = (user: ScopeUser) => (eb: CylinderEb) => stationInScope(user, eb.ref('c.station_id'));

const changedColumns = ['c.id', 'c.station_id', 'c.status'] as const;

/** Audit writes; each runs in the caller's transaction and applies the user's data scope in its own statement. */
export const cylinderAuditRepository = {
  /** The chosen cylinders that are in the user's scope, locked until the transaction ends. */
  lockInScope(trx: Db, user: ScopeUser, ids: readonly number[]) {
    return trx
      .selectFrom('cylinder as c')
      .where('c.id', 'in', ids)
      .where(inScope(user))
      .select(['c.id', 'c.barcode', 'c.station_id', 'c.status', 'c.audit_result', 'c.audit_remark', 'c.is_issued'])
      .orderBy('c.id')
      .forUpdate()
      .execute();
  },

  /** Sets the audit fields of the given cylinders (already checked and locked). */
  setAudit(trx: Db, ids: readonly number[], values: AuditValues) {
    return trx.updateTable('cylinder as c').set(values).where('c.id', 'in', ids).returning(changedColumns).execute();
  },

  /**
   * Passes the pending cylinders in scope that meet the automatic audit rule, re-checked in this statement: the
   * given ones, or all of them. Answers the cylinders it changed.
   */
  autoAudit(trx: Db, user: ScopeUser, ids: readonly number[] | undefined, values: AuditValues) {
    let update = trx
      .updateTable('cylinder as c')
      .set(values)
      .where(inScope(user))
      .where(pendingAudit)
      .where(passesAutoAuditSql);
    if (ids) update = update.where('c.id', 'in', ids);
    return update.returning(changedColumns).execute();
  },
};
