import {
  StationKind,
  stationTypeLabels,
  usageSummaryMessages,
  type EnterpriseUnitRow,
  type EnterpriseUnitsQuery,
  type StationType,
  type EnterpriseFillStationRow,
  type EnterpriseInspectionRow,
  type EnterpriseQuery,
  type UsageCounters,
  type UsageSummaryQuery,
  type UsageSummaryRow,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { ListSource, Page } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import type { RegionRecord, UnitFilter, UnitRecord, UsageSummaryRepository } from './usageSummary.repository';

/** A region row before its ordinal number: the region and its counters. */
type Counted<C> = { region: RegionRecord; counters: C };

const tonnes = (kilograms: number | string) => Math.round(Number(kilograms)) / 1000;

/**
 * The region reports: the rows are the children of the chosen division (a handful to a few tens), each counted by one
 * grouped statement per source in the caller's scope; the chosen division's own row shows only when something is
 * located in it directly.
 */
export class UsageSummaryService {
  constructor(
    private readonly repository: UsageSummaryRepository,
    private readonly today: () => string,
  ) {}

  /** The chosen division, or the caller's own; 404 for one that is not the caller's or below it. */
  private async regionOf(user: SessionUser, chosen: string | undefined): Promise<string | null> {
    const home = await this.repository.homeDivision(user);
    if (home === undefined) throw new HttpError(404, usageSummaryMessages.divisionOutOfScope);
    if (chosen === undefined) return home;
    if (!(await this.repository.within(chosen, home)))
      throw new HttpError(404, usageSummaryMessages.divisionOutOfScope);
    return chosen;
  }

  /** Every row of a report, its counters from `count` (by region root), the own row dropped when empty. */
  private async rows<C extends Record<string, number>>(
    user: SessionUser,
    chosen: string | undefined,
    count: (region: string | null) => Promise<Map<string, C>>,
    zero: C,
  ): Promise<Counted<C>[]> {
    const region = await this.regionOf(user, chosen);
    const [regions, counted] = await Promise.all([this.repository.regions(region), count(region)]);
    return regions
      .map((record) => ({ region: record, counters: counted.get(record.code) ?? zero }))
      .filter(({ region: record, counters }) => !record.own || Object.values(counters).some((value) => value !== 0));
  }

  async usage(user: SessionUser, query: UsageSummaryQuery): Promise<Counted<UsageCounters>[]> {
    const today = this.today();
    return this.rows(
      user,
      query.DivisionCode,
      async (region) => {
        const [cylinders, fillings, inspections] = await Promise.all([
          this.repository.cylinders(user, region, query.Category, today),
          this.repository.fillings(user, region, query.Category, query),
          this.repository.inspections(user, region, query.Category, query),
        ]);
        const roots = new Set([...cylinders, ...fillings, ...inspections].map((row) => row.root));
        return new Map(
          [...roots].map((root) => {
            const c = cylinders.find((row) => row.root === root);
            const f = fillings.find((row) => row.root === root);
            const i = inspections.find((row) => row.root === root);
            return [
              root,
              {
                registeredCount: Number(c?.registered ?? 0),
                qualifiedCount: Number(c?.qualified ?? 0),
                scrappedCount: Number(c?.scrapped ?? 0),
                overdueCount: Number(c?.overdue ?? 0),
                stoppedCount: Number(c?.stopped ?? 0),
                overdueScrapCount: Number(c?.overdue_scrap ?? 0),
                fillingCount: Number(f?.fillings ?? 0),
                normalFillingCount: Number(f?.normal ?? 0),
                expiredFillingCount: Number(f?.expired ?? 0),
                scrappedFillingCount: Number(f?.scrapped ?? 0),
                noArchiveFillingCount: Number(f?.no_archive ?? 0),
                fillingWeight: tonnes(f?.weight ?? 0),
                inspectionCount: Number(i?.inspections ?? 0),
                qualifiedInspectionCount: Number(i?.qualified ?? 0),
                failedInspectionCount: Number(i?.failed ?? 0),
              },
            ];
          }),
        );
      },
      zeroUsage,
    );
  }

  async fillStations(user: SessionUser, query: EnterpriseQuery) {
    return this.rows(
      user,
      query.DivisionCode,
      async (region) =>
        new Map(
          (await this.repository.fillStations(user, region, query.StationType, query)).map((row) => [
            row.root,
            { stationCount: row.stations, cylinderCount: row.cylinders, fillingCount: Number(row.fillings) },
          ]),
        ),
      { stationCount: 0, cylinderCount: 0, fillingCount: 0 },
    );
  }

  /** What a drill-down query stands for; 404 for a division that is not the caller's or below it. */
  private async unitFilter(user: SessionUser, kind: StationKind, query: EnterpriseUnitsQuery): Promise<UnitFilter> {
    return {
      kind,
      region: await this.regionOf(user, query.DivisionCode),
      ownLevel: query.OwnLevel === true && query.DivisionCode !== undefined,
      stationType: kind === StationKind.Filling ? query.StationType : undefined,
    };
  }

  async units(user: SessionUser, kind: StationKind, query: EnterpriseUnitsQuery, page: Page) {
    return this.repository.units(user, await this.unitFilter(user, kind, query), page);
  }

  async unitCount(user: SessionUser, kind: StationKind, query: EnterpriseUnitsQuery) {
    return this.repository.unitCount(user, await this.unitFilter(user, kind, query));
  }

  /** A unit's row, its licence state as of today (China). */
  unitRow(unit: UnitRecord, ordinalNum: number): EnterpriseUnitRow {
    const until = unit.license_until;
    return {
      ordinalNum,
      stationId: unit.id,
      stationCode: unit.code,
      stationName: unit.name,
      stationTypeName:
        unit.station_type === null ? null : (stationTypeLabels[unit.station_type as StationType] ?? null),
      divisionName: unit.division_name,
      creditCode: unit.credit_code,
      address: unit.address,
      principal: unit.principal,
      phone: unit.phone,
      licenseNo: unit.license_no,
      licenseUntil: until,
      licenseState: until === null ? '未登记' : until < this.today() ? '已过期' : '有效',
      isValid: unit.is_valid,
    };
  }

  async institutions(user: SessionUser, query: EnterpriseQuery) {
    return this.rows(
      user,
      query.DivisionCode,
      async (region) =>
        new Map(
          (await this.repository.institutions(user, region, query)).map((row) => [
            row.root,
            { institutionCount: row.institutions, inspectionCount: row.inspections },
          ]),
        ),
      { institutionCount: 0, inspectionCount: 0 },
    );
  }
}

const zeroUsage: UsageCounters = {
  registeredCount: 0,
  qualifiedCount: 0,
  scrappedCount: 0,
  overdueCount: 0,
  stoppedCount: 0,
  overdueScrapCount: 0,
  fillingCount: 0,
  normalFillingCount: 0,
  expiredFillingCount: 0,
  scrappedFillingCount: 0,
  noArchiveFillingCount: 0,
  fillingWeight: 0,
  inspectionCount: 0,
  qualifiedInspectionCount: 0,
  failedInspectionCount: 0,
};

/** The totals of a report's rows (the weight kept to three decimals). */
function totalsOf<C extends Record<string, number>>(rows: readonly Counted<C>[], zero: C): C {
  const totals: Record<string, number> = { ...zero };
  for (const { counters } of rows) {
    for (const [field, value] of Object.entries(counters)) totals[field] = (totals[field] ?? 0) + value;
  }
  return Object.fromEntries(
    Object.entries(totals).map(([field, value]) => [field, Math.round(value * 1000) / 1000]),
  ) as C;
}

/**
 * A region report as a list source: the rows read once per request and paged here (they are the children of one
 * division), the 合计 their totals from the same rows (`readPageWithSummary`), each row the region and its counters.
 */
function regionSource<Q, C extends Record<string, number>, Row>(
  read: (user: SessionUser, query: Q) => Promise<Counted<C>[]>,
  zero: C,
): ListSource<Q, Counted<C>, Row, C> {
  const page = async (user: SessionUser, query: Q, { offset, limit }: Page) =>
    (await read(user, query)).slice(offset, offset + limit);
  return {
    read: page,
    readPage: async (user, query, { offset, limit }) => {
      const rows = await read(user, query);
      return { rows: rows.slice(offset, offset + limit), totalCount: rows.length };
    },
    readPageWithSummary: async (user, query, { offset, limit }) => {
      const rows = await read(user, query);
      return { rows: rows.slice(offset, offset + limit), totalCount: rows.length, summary: totalsOf(rows, zero) };
    },
    count: async (user, query) => (await read(user, query)).length,
    summary: async (user, query) => totalsOf(await read(user, query), zero),
    toRow: ({ region, counters }, ordinalNum) =>
      ({ ordinalNum, divisionCode: region.code, divisionName: region.name, ownLevel: region.own, ...counters }) as Row,
  };
}

export const usageSource = (service: UsageSummaryService) =>
  regionSource<UsageSummaryQuery, UsageCounters, UsageSummaryRow>(
    (user, query) => service.usage(user, query),
    zeroUsage,
  );

export const enterpriseFillStationSource = (service: UsageSummaryService) =>
  regionSource<
    EnterpriseQuery,
    Omit<EnterpriseFillStationRow, 'ordinalNum' | 'divisionCode' | 'divisionName' | 'ownLevel'>,
    EnterpriseFillStationRow
  >((user, query) => service.fillStations(user, query), { stationCount: 0, cylinderCount: 0, fillingCount: 0 });

export const enterpriseInspectionSource = (service: UsageSummaryService) =>
  regionSource<
    EnterpriseQuery,
    Omit<EnterpriseInspectionRow, 'ordinalNum' | 'divisionCode' | 'divisionName' | 'ownLevel'>,
    EnterpriseInspectionRow
  >((user, query) => service.institutions(user, query), { institutionCount: 0, inspectionCount: 0 });

/** The units behind a count of 企业统计 (its drill-down dialog), of one kind. */
export const enterpriseUnitSource = (
  service: UsageSummaryService,
  kind: StationKind,
): ListSource<EnterpriseUnitsQuery, UnitRecord, EnterpriseUnitRow> => ({
  read: (user, query, page) => service.units(user, kind, query, page),
  count: (user, query) => service.unitCount(user, kind, query),
  toRow: (unit, ordinalNum) => service.unitRow(unit, ordinalNum),
});
