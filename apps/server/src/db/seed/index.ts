import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { insertCylinders } from './cylinderRows';
import { CylinderPlanner, type CylinderPlan } from './cylinderPlans';
import { chinaInstant, chinaToday, formatDay, isoInstant, parseDay } from './dates';
import { demoCylinderOverrides, demoFillingDaysBefore } from './demoBarcodes';
import { demoAreaCode, demoCityName } from './demoCity';
import { loadDivisions } from './divisions';
import { generateFillingChecks, insertFillingChecks } from './fillingChecks';
import { insertFillingExplanations } from './fillingExplanations';
import { insertFindingsReviews } from './findingsReviews';
import { flagDemoFillings } from './fillingFlags';
import { FillingGenerator, insertFillings } from './fillings';
import { demoHostConfig, demoSiblingPlatforms } from './hostConfig';
import { insertImages } from './images';
import { insertInspectionReports, insertInspections, planInspections } from './inspections';
import { insertInspectionRules } from './inspectionRules';
import { insertInspectionUnits } from './inspectionUnits';
import { Random } from './prng';
import { insertReferenceData } from './reference';
import { insertStationUpkeep } from './stationUpkeep';
import { insertUnits } from './units';
import { insertAccounts } from './accounts';
import { insertArchiveExtras } from './archiveExtras';
import { insertColumnConfigs } from './columnConfigs';
import { generateDeliveries, insertDeliveries } from './deliveries';

export { demoAreaCode, demoBarcodes, demoCityName } from './demoBarcodes';
export { demoAccounts, demoPassword, demoWeakPassword } from './demoAccounts';
export { demoSiblingPlatforms } from './hostConfig';

export interface SeedOptions {
  /** Cylinders to create (default 20,000; the five demo cylinders are included). */
  cylinders?: number;
  /** Filling records to create (default 200,000). */
  fillingRecords?: number;
  /** The day the data is relative to, yyyy-MM-dd (default: today in China time). */
  anchorDate?: string;
  /** Seed of the generator (default 20240601). */
  seed?: number;
  /** Share of generated cylinders that get pictures (default 1%); the demo cylinders always do. */
  imageShare?: number;
}

export interface SeedSummary {
  areaCode: string;
  cityName: string;
  anchorDate: string;
  seed: number;
  divisions: number;
  regulators: number;
  fillingStations: number;
  inspectionInstitutions: number;
  vendors: number;
  cylinders: number;
  inspectionRules: number;
  inspectionRecords: number;
  fillingRecords: number;
  /** Pre-fill and post-fill check records. */
  fillingChecks: number;
  storedFiles: number;
  cylinderImages: number;
  accounts: number;
}

export const defaultSeedOptions = { cylinders: 20_000, fillingRecords: 200_000, seed: 20240601, imageShare: 0.01 };

/** True when the database already holds cylinders or regions (then the demo data is not loaded). */
export async function databaseHasData(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const result = await sql<{
    has: boolean;
  }>`select (exists (select 1 from cylinder) or exists (select 1 from division)) as has`.execute(db);
  return result.rows[0]?.has === true;
}

/**
 * Loads the demo city: regions, regulators, stations, reference data, cylinders with pictures, inspection and
 * filling histories, the host configuration, menus, roles and the demo accounts, in one transaction. The same seed
 * and anchor date give the same rows.
 */
export async function seedDemoData(db: Kysely<DatabaseSchema>, options: SeedOptions = {}): Promise<SeedSummary> {
  const anchorDate = options.anchorDate ?? chinaToday();
  const anchor = parseDay(anchorDate);
  const seed = options.seed ?? defaultSeedOptions.seed;
  const cylinderCount = Math.max(5, options.cylinders ?? defaultSeedOptions.cylinders);
  const fillingCount = Math.max(0, options.fillingRecords ?? defaultSeedOptions.fillingRecords);
  const imageShare = options.imageShare ?? defaultSeedOptions.imageShare;

  return db.transaction().execute(async (trx) => {
    const divisions = loadDivisions();
    for (let start = 0; start < divisions.length; start += 2000) {
      await trx
        .insertInto('division')
        .values(divisions.slice(start, start + 2000))
        .execute();
    }
    await trx
      .insertInto('host_config')
      .values({ id: 1, config: JSON.stringify(demoHostConfig()) })
      .execute();
    await trx.insertInto('sibling_platform').values(demoSiblingPlatforms()).execute();
    const units = await insertUnits(trx, Random.derive(seed, 'units'), anchor);
    await insertInspectionUnits(trx, Random.derive(seed, 'inspectionUnits'), units, anchor);
    const ids = await insertReferenceData(trx);
    const accounts = await insertAccounts(trx, units, anchor, seed);
    await insertColumnConfigs(trx);

    const planner = new CylinderPlanner(Random.derive(seed, 'cylinders'), anchor, units, imageShare);
    const demos = demoCylinderOverrides(anchor).map((overrides, index) => planner.plan(index, overrides));
    const plans: CylinderPlan[] = [...demos];
    for (let index = demos.length; index < cylinderCount; index++) plans.push(planner.plan(index));
    const cylinderIds = await insertCylinders(trx, ids, plans);
    const inspectionRules = await insertInspectionRules(trx, ids, isoInstant(chinaInstant(anchor - 730, 9 * 3600)));

    const inspections = planInspections(Random.derive(seed, 'inspections'), plans, cylinderIds, units.institutions);
    await insertInspections(trx, inspections);
    await insertInspectionReports(trx, anchor);
    await insertFindingsReviews(trx, anchor);

    const fillings = new FillingGenerator({
      random: Random.derive(seed, 'fillings'),
      anchor,
      firstDay: anchor - 395,
      plans,
      cylinderIds,
      stations: units.stations,
      ids,
    }).generate(
      fillingCount,
      demos.map((plan) => ({ plan, days: demoFillingDaysBefore.map((before) => anchor - before) })),
    );
    const fillingChecks = generateFillingChecks(fillings, Random.derive(seed, 'fillingChecks'));
    const byBarcode = new Map(plans.map((plan) => [plan.barcode, plan]));
    const flagged = flagDemoFillings(fillings, byBarcode, fillingChecks.preChecked);
    for (const row of fillings) row.flags = flagged.flags.get(row.guid) ?? 0;
    await insertFillings(trx, fillings, flagged);
    await insertFillingChecks(trx, fillingChecks.checks);
    await insertDeliveries(trx, generateDeliveries(fillings, units.stations, Random.derive(seed, 'deliveries')));
    await insertFillingExplanations(trx, accounts.stationId);
    await insertArchiveExtras(trx, { seed, anchor, ownStationId: accounts.stationId, cylinders: cylinderCount });
    await insertStationUpkeep(trx, Random.derive(seed, 'stationUpkeep'), anchor, units.stations, accounts.stationId);

    const pictures = await insertImages(trx, plans, cylinderIds);
    return {
      areaCode: demoAreaCode,
      cityName: demoCityName,
      anchorDate: formatDay(anchor),
      seed,
      divisions: divisions.length,
      regulators: 1 + units.districtRegulators.size,
      fillingStations: units.stations.length,
      inspectionInstitutions: units.institutions.length,
      vendors: ids.vendors.size,
      cylinders: plans.length,
      inspectionRules,
      inspectionRecords: inspections.length,
      fillingRecords: fillings.length,
      fillingChecks: fillingChecks.checks.length,
      storedFiles: pictures.files,
      cylinderImages: pictures.images,
      accounts: accounts.users,
    };
  });
}
