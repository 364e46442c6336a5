import { sql, type Expression, type SqlBool } from 'kysely';
import { ImageKind, ProofMaterial } from '@gcs/contracts';
import type { CylinderEb } from './cylinderFilter';

/** What the automatic audit looks at in one cylinder archive. */
export interface AutoAuditFacts {
  vendorId: number | null;
  serialNumber: string | null;
  makeDate: string | null;
  specId: number | null;
  mediumId: number | null;
  stationId: number | null;
  proofMaterial: number;
  archiveImageCount: number;
  isBlacklisted: boolean;
}

/** The documents an archive must hold: the product quality certificate and the supervision inspection certificate. */
export const requiredProofMaterial =
  ProofMaterial.ProductQualityCertificate | ProofMaterial.SupervisionInspectionCertificate;

const present = (text: string | null) => text !== null && text.trim() !== '';

interface Requirement {
  /** Why an archive that fails this requirement is left for a person to audit. */
  reason: string;
  holds: (facts: AutoAuditFacts) => boolean;
  /** The same requirement on `cylinder as c`, so that the batch audit re-checks it in its own statement. */
  sql: (eb: CylinderEb) => Expression<SqlBool>;
}

const notBlank = (eb: CylinderEb, column: 'c.serial_number') =>
  eb.and([eb(column, 'is not', null), eb(eb.fn('btrim', [eb.ref(column)]), '<>', '')]);

/**
 * The automatic audit rule, defined once: every requirement is stated as a check on the facts (the list that
 * explains a refusal) and as SQL (the list query and the batch update), and a test holds the two to agreeing.
 */
export const autoAuditRequirements: readonly Requirement[] = [
  { reason: '缺少制造单位', holds: (f) => f.vendorId !== null, sql: (eb) => eb('c.vendor_id', 'is not', null) },
  {
    reason: '缺少出厂编号',
    holds: (f) => present(f.serialNumber),
    sql: (eb) => notBlank(eb, 'c.serial_number'),
  },
  { reason: '缺少制造年月', holds: (f) => f.makeDate !== null, sql: (eb) => eb('c.make_date', 'is not', null) },
  { reason: '缺少规格型号', holds: (f) => f.specId !== null, sql: (eb) => eb('c.spec_id', 'is not', null) },
  { reason: '缺少充装介质', holds: (f) => f.mediumId !== null, sql: (eb) => eb('c.medium_id', 'is not', null) },
  { reason: '缺少所属充装单位', holds: (f) => f.stationId !== null, sql: (eb) => eb('c.station_id', 'is not', null) },
  {
    reason: '缺少产品质量证明书或监督检验证书',
    holds: (f) => (f.proofMaterial & requiredProofMaterial) === requiredProofMaterial,
    sql: (eb) => sql<SqlBool>`(${eb.ref('c.proof_material')} & ${requiredProofMaterial}) = ${requiredProofMaterial}`,
  },
  {
    reason: '缺少建档图片',
    holds: (f) => f.archiveImageCount > 0,
    sql: (eb) =>
      eb.exists(
        eb
          .selectFrom('cylinder_image as ai')
          .select('ai.id')
          .whereRef('ai.cylinder_id', '=', 'c.id')
          .where('ai.kind', '=', ImageKind.Archive),
      ),
  },
  { reason: '已列入黑名单', holds: (f) => !f.isBlacklisted, sql: (eb) => eb('c.is_blacklisted', '=', false) },
];

/** Why an archive cannot pass the automatic audit; empty when it passes. */
export function autoAuditFailures(facts: AutoAuditFacts): string[] {
  return autoAuditRequirements.filter((requirement) => !requirement.holds(facts)).map((r) => r.reason);
}

export function passesAutoAudit(facts: AutoAuditFacts): boolean {
  return autoAuditFailures(facts).length === 0;
}

/** The whole rule as one SQL condition on `cylinder as c`. */
export function passesAutoAuditSql(eb: CylinderEb): Expression<SqlBool> {
  return eb.and(autoAuditRequirements.map((requirement) => requirement.sql(eb)));
}
