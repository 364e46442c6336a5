import {
  cylinderCategoryLabels,
  referenceMessages,
  type CylinderCategory,
  type ReferenceListQuery,
} from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { pagedByFilter, type PagedRows } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { ListFilter, ReferenceRepository, ReferenceTable } from './reference.repository';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pgErrors';

type Repo = ReferenceRepository;
type VendorRow = NonNullable<Awaited<ReturnType<Repo['vendorById']>>>;
type CategorisedRow = NonNullable<Awaited<ReturnType<Repo['categorisedById']>>>;
type SpecRow = NonNullable<Awaited<ReturnType<Repo['specById']>>>;
type VehicleTypeRow = NonNullable<Awaited<ReturnType<Repo['vehicleTypeById']>>>;

const categoryName = (category: number) => cylinderCategoryLabels[category as CylinderCategory] ?? '';

const toVendor = (row: VendorRow) => ({ id: row.id, code: row.code, name: row.name, isValid: row.is_valid });
const toCategorised = (row: CategorisedRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  categoryName: categoryName(row.category),
  isValid: row.is_valid,
});
const toSpec = (row: SpecRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  categoryName: categoryName(row.category),
  mediumId: row.medium_id,
  mediumName: row.medium_name,
  presetWeight: row.preset_weight,
  isValid: row.is_valid,
});
const toVehicleType = (row: VehicleTypeRow) => ({
  id: row.id,
  name: row.name,
  durableYears: row.durable_years,
  inspectionPeriodYears: row.inspection_period_years,
  isValid: row.is_valid,
});

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

interface CategorisedBody {
  name: string;
  category: number;
  isValid: boolean;
}
interface SpecBody extends CategorisedBody {
  mediumId: number | null;
  presetWeight: number | null;
}
interface VehicleTypeBody {
  name: string;
  durableYears: number;
  inspectionPeriodYears: number;
  isValid: boolean;
}

/**
 * The reference data of the archive: vendors, media, cylinder types, specs and vehicle types. Names are unique per
 * category (vendors by code); an entry a cylinder archive uses cannot be deleted (it can be disabled) nor moved to
 * another category. Deletions are written to the syslog.
 */
export class ReferenceService {
  constructor(
    private readonly repository: ReferenceRepository,
    private readonly syslog: Syslog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Makers, for registerList. */
  vendorSource() {
    return this.source(this.repository.vendorRows(), toVendor);
  }

  /** Media or cylinder types, for registerList. */
  categorisedSource(table: 'medium' | 'cylinder_type') {
    return this.source(this.repository.categorisedRows(table), toCategorised);
  }

  /** Specs, for registerList. */
  specSource() {
    return this.source(this.repository.specListRows(), toSpec);
  }

  /** Vehicle types, for registerList. */
  vehicleTypeSource() {
    return this.source(this.repository.vehicleTypeRows(), toVehicleType);
  }

  async addVendor(body: { code: string; name: string; isValid: boolean }) {
    if (await this.repository.duplicateOf('vendor', { code: body.code })) {
      throw new HttpError(400, referenceMessages.vendorCodeTaken(body.code));
    }
    const { id } = await this.unique(
      () => this.repository.insertVendor({ code: body.code, name: body.name, is_valid: body.isValid }),
      referenceMessages.vendorCodeTaken(body.code),
    );
    return ok(toVendor(await this.found(this.repository.vendorById(id))));
  }

  async updateVendor(body: { id: number; code: string; name: string; isValid: boolean }) {
    await this.found(this.repository.vendorById(body.id));
    if (await this.repository.duplicateOf('vendor', { code: body.code }, body.id)) {
      throw new HttpError(400, referenceMessages.vendorCodeTaken(body.code));
    }
    await this.unique(
      () => this.repository.update('vendor', body.id, { code: body.code, name: body.name, is_valid: body.isValid }),
      referenceMessages.vendorCodeTaken(body.code),
    );
    return ok(toVendor(await this.found(this.repository.vendorById(body.id))));
  }

  async addCategorised(table: 'medium' | 'cylinder_type', body: CategorisedBody) {
    const taken = this.takenMessage(table, body.name);
    if (await this.repository.duplicateOf(table, { name: body.name, category: body.category })) {
      throw new HttpError(400, taken);
    }
    const { id } = await this.unique(
      () =>
        this.repository.insertCategorised(table, {
          name: body.name,
          category: body.category,
          is_valid: body.isValid,
        }),
      taken,
    );
    return ok(toCategorised(await this.found(this.repository.categorisedById(table, id))));
  }

  async updateCategorised(table: 'medium' | 'cylinder_type', body: CategorisedBody & { id: number }) {
    const current = await this.found(this.repository.categorisedById(table, body.id));
    await this.checkCategoryChange(table, body.id, current.category, body.category);
    const taken = this.takenMessage(table, body.name);
    if (await this.repository.duplicateOf(table, { name: body.name, category: body.category }, body.id)) {
      throw new HttpError(400, taken);
    }
    await this.unique(
      () =>
        this.repository.update(table, body.id, { name: body.name, category: body.category, is_valid: body.isValid }),
      taken,
    );
    return ok(toCategorised(await this.found(this.repository.categorisedById(table, body.id))));
  }

  async addSpec(body: SpecBody) {
    await this.checkSpec(body);
    const { id } = await this.unique(
      () => this.repository.insertSpec(this.specValues(body)),
      referenceMessages.specTaken(body.name),
    );
    return ok(toSpec(await this.found(this.repository.specById(id))));
  }

  async updateSpec(body: SpecBody & { id: number }) {
    const current = await this.found(this.repository.specById(body.id));
    await this.checkCategoryChange('cylinder_spec', body.id, current.category, body.category);
    await this.checkSpec(body, body.id);
    await this.unique(
      () => this.repository.update('cylinder_spec', body.id, this.specValues(body)),
      referenceMessages.specTaken(body.name),
    );
    return ok(toSpec(await this.found(this.repository.specById(body.id))));
  }

  /** The preset weight and medium of a spec by name; null when no spec has the name. */
  async presetByName(query: { Name: string; CylinderCategory?: number | undefined }) {
    const row = await this.repository.specByName(query.Name, query.CylinderCategory);
    return ok(row ? toSpec(row) : null);
  }

  async addVehicleType(body: VehicleTypeBody) {
    const taken = referenceMessages.vehicleTypeTaken(body.name);
    if (await this.repository.duplicateOf('vehicle_type', { name: body.name })) throw new HttpError(400, taken);
    const { id } = await this.unique(() => this.repository.insertVehicleType(this.vehicleTypeValues(body)), taken);
    return ok(toVehicleType(await this.found(this.repository.vehicleTypeById(id))));
  }

  async updateVehicleType(body: VehicleTypeBody & { id: number }) {
    await this.found(this.repository.vehicleTypeById(body.id));
    const taken = referenceMessages.vehicleTypeTaken(body.name);
    if (await this.repository.duplicateOf('vehicle_type', { name: body.name }, body.id)) {
      throw new HttpError(400, taken);
    }
    await this.unique(() => this.repository.update('vehicle_type', body.id, this.vehicleTypeValues(body)), taken);
    return ok(toVehicleType(await this.found(this.repository.vehicleTypeById(body.id))));
  }

  async setValid(table: ReferenceTable, body: { ids: number[]; isValid: boolean }) {
    const ids = [...new Set(body.ids)];
    const existing = await this.repository.existingIds(table, ids);
    if (existing.length !== ids.length) throw notFound();
    return ok({ count: await this.repository.setValid(table, ids, body.isValid) });
  }

  /** Deletes an entry no archive uses; the syslog records who deleted what. */
  async delete(table: ReferenceTable, user: SessionUser, id: number, ip: string) {
    if (!(await this.repository.existingIds(table, [id])).length) throw notFound();
    if (await this.repository.usedByCylinders(table, id)) throw new HttpError(400, referenceMessages.inUse);
    let deleted: { name: string } | undefined;
    try {
      deleted = await this.repository.delete(table, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new HttpError(400, referenceMessages.usedElsewhere);
      throw error;
    }
    if (!deleted) throw notFound();
    await this.syslog.write({
      at: this.now(),
      event: 'delete',
      result: 'success',
      ...actorOf(user),
      ip,
      detail: { table, id, name: deleted.name },
    });
    return ok({ id });
  }

  /** A list of one kind of entry: filtered by name, state and category, paged by registerList. */
  private source<Stored, Row>(
    rows: PagedRows<ListFilter, Stored>,
    toRow: (row: Stored) => Row,
  ): ListSource<ReferenceListQuery, Stored, Row> {
    const filterOf = (query: ReferenceListQuery): ListFilter => ({
      name: query.Name,
      isValid: query.IsValid,
      category: query.CylinderCategory,
    });
    return {
      ...pagedByFilter(rows, filterOf),
      toRow: (row) => toRow(row),
    };
  }

  private async found<T>(promise: Promise<T | undefined>): Promise<T> {
    const row = await promise;
    if (row === undefined) throw notFound();
    return row;
  }

  /** Runs a write whose unique key a concurrent request may have taken meanwhile. */
  private async unique<T>(write: () => Promise<T>, message: string): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(400, message);
      throw error;
    }
  }

  private takenMessage(table: 'medium' | 'cylinder_type', name: string) {
    return table === 'medium' ? referenceMessages.mediumTaken(name) : referenceMessages.typeTaken(name);
  }

  /** An entry archives use keeps its category: their category would no longer match it. */
  private async checkCategoryChange(table: ReferenceTable, id: number, from: number, to: number) {
    if (from !== to && (await this.repository.usedByCylinders(table, id))) {
      throw new HttpError(400, referenceMessages.categoryInUse);
    }
  }

  private async checkSpec(body: SpecBody, exceptId?: number) {
    if (await this.repository.duplicateOf('cylinder_spec', { name: body.name, category: body.category }, exceptId)) {
      throw new HttpError(400, referenceMessages.specTaken(body.name));
    }
    if (body.mediumId !== null) {
      const medium = await this.repository.categorisedById('medium', body.mediumId);
      if (!medium || medium.category !== body.category) throw new HttpError(400, referenceMessages.mediumMismatch);
    }
  }

  private specValues(body: SpecBody) {
    return {
      name: body.name,
      category: body.category,
      medium_id: body.mediumId,
      preset_weight: body.presetWeight,
      is_valid: body.isValid,
    };
  }

  private vehicleTypeValues(body: VehicleTypeBody) {
    return {
      name: body.name,
      durable_years: body.durableYears,
      inspection_period_years: body.inspectionPeriodYears,
      is_valid: body.isValid,
    };
  }
}
