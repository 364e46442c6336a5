import {
  BelongToType,
  cylinderStatusLabels,
  cylinderStatusValues,
  qpregCylinderTypeLabels,
  type RegulatorNode,
} from '@gcs/contracts';
import type { SessionUser } from '../../platform/session';
import {
  bothKinds,
  fillingKinds,
  inspectionKinds,
  type DropDownRepository,
  type StationFilter,
} from './dropDown.repository';

/** The institution roles an inspection institution's users take (the role table holds them by name). */
export const inspectorRoleNames = ['检验机构检验员', '检验机构审核员', '检验机构审批员', '检验机构管理员'] as const;

type StationRow = Awaited<ReturnType<DropDownRepository['stations']>>[number];

const list = <T>(rows: T[]) => ({ result: true, messeage: '', totalCount: rows.length, list: rows });

const stationOption = (row: StationRow) => ({
  value: row.id,
  label: row.name,
  code: row.code,
  stationType: row.station_type,
  divisionCode: row.division_code,
});

interface StationQuery {
  regulatorIds?: number[] | undefined;
  regulatorId?: number | undefined;
  StationType?: number | undefined;
  IsAll?: boolean | undefined;
}

/**
 * Every dropdown of spec 02 section 7.4. Units are those the caller's data scope holds (a regulator's stations, a
 * station itself); reference lists are their valid entries. A dropdown never widens what a user may see: a
 * regulator filter only narrows.
 */
export class DropDownService {
  constructor(private readonly repository: DropDownRepository) {}

  /** The caller's regulator and those below it (a system manager: all); users of a unit get none. */
  async regulators(user: SessionUser) {
    const rows = await this.regulatorRows(user);
    return list(rows.map((row) => ({ value: row.id, label: row.name })));
  }

  async regulatorTree(user: SessionUser) {
    const rows = await this.regulatorRows(user);
    const nodes = new Map<number, RegulatorNode>();
    for (const row of rows) {
      nodes.set(row.id, {
        value: row.id,
        label: row.name,
        divisionCode: row.division_code,
        level: row.level,
        children: [],
      });
    }
    const roots: RegulatorNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id) as RegulatorNode;
      const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return list(roots);
  }

  async fillingStations(user: SessionUser, query: StationQuery) {
    const regulatorIds = query.regulatorIds ?? (query.regulatorId === undefined ? undefined : [query.regulatorId]);
    return this.stations(user, {
      kinds: fillingKinds,
      regulatorIds,
      stationType: query.StationType,
      isValid: query.IsAll === true ? undefined : true,
    });
  }

  async fillingStationsByDivision(
    user: SessionUser,
    query: { divisionCode?: string | undefined; StationType?: number | undefined },
  ) {
    return this.stations(user, {
      kinds: fillingKinds,
      divisionCode: query.divisionCode,
      stationType: query.StationType,
      isValid: true,
    });
  }

  /** Inspection institutions: a regulator's in its region, an institution itself, valid ones unless told. */
  async inspectionStations(
    user: SessionUser,
    filter: { isValid?: boolean | undefined; divisionCode?: string | undefined },
  ) {
    return this.stations(user, { kinds: inspectionKinds, isValid: filter.isValid, divisionCode: filter.divisionCode });
  }

  async fillingAndInspectionStations(user: SessionUser) {
    return this.stations(user, { kinds: bothKinds, isValid: true });
  }

  async vendors() {
    const rows = await this.repository.vendors();
    return list(rows.map((row) => ({ value: row.id, label: row.name })));
  }

  async categorised(table: 'cylinder_type' | 'medium' | 'cylinder_spec', category: number | undefined) {
    const rows = await this.repository.categorised(table, category);
    return list(rows.map((row) => ({ value: row.id, label: row.name })));
  }

  cylinderStatuses() {
    return Promise.resolve(list(cylinderStatusValues.map((value) => ({ value, label: cylinderStatusLabels[value] }))));
  }

  qpregCylinderTypes() {
    return Promise.resolve(
      list(Object.entries(qpregCylinderTypeLabels).map(([value, label]) => ({ value: Number(value), label }))),
    );
  }

  async inspectorRoles() {
    const rows = await this.repository.rolesNamed(inspectorRoleNames);
    return list(rows.map((row) => ({ value: row.id, label: row.name })));
  }

  /**
   * Regions: without parentCode, the caller's region and everything below it (a system manager: the provinces);
   * with parentCode, its children, when it lies in the caller's region.
   */
  async divisions(user: SessionUser, parentCode: string | undefined) {
    const home = await this.repository.homeDivision(user);
    if (home === undefined) return list([]);
    let rows;
    if (parentCode !== undefined) {
      const allowed = home === null || (await this.repository.divisionWithin(parentCode, home));
      rows = allowed ? await this.repository.divisionChildren(parentCode) : [];
    } else {
      rows = home === null ? await this.repository.topDivisions() : await this.repository.divisionTree(home);
    }
    return list(
      rows.map((row) => ({ value: row.code, label: row.name, level: row.level, parentCode: row.parent_code })),
    );
  }

  async departments(user: SessionUser, code: string | undefined) {
    const names = await this.repository.departments(user, code);
    return list(names.map((name) => ({ value: name, label: name })));
  }

  private async stations(user: SessionUser, filter: StationFilter) {
    const rows = await this.repository.stations(user, filter);
    return list(rows.map(stationOption));
  }

  private async regulatorRows(user: SessionUser) {
    if (user.isSystemManager) return this.repository.regulators(null);
    if (user.belongToType !== BelongToType.Regulator || user.regulatorId === null) return [];
    return this.repository.regulators(user.regulatorId);
  }
}
