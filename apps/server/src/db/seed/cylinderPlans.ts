import { addMonths, chinaInstant } from './dates';
import { demoBarcodePrefix, demoPlatePrefix } from './demoCity';
import { lifecycleFrom, makeLifecycle, type Lifecycle, type Scenario } from './lifecycle';
import { fleetNames, installerNames, personName, vehicleTypes } from './names';
import type { Random } from './prng';
import {
  mediumDefs,
  specDefs,
  typeDefs,
  vendorDefs,
  type MediumDef,
  type SpecDef,
  type TypeDef,
  type VendorDef,
} from './reference';
import type { SeedStation, SeedUnits } from './units';

/** Everything the seed decides about one cylinder before it is written. */
export interface CylinderPlan extends Lifecycle {
  index: number;
  barcode: string;
  category: 1 | 2 | 3;
  scenario: Scenario;
  station: SeedStation;
  spec: SpecDef;
  type: TypeDef;
  medium: MediumDef;
  vendor: VendorDef;
  status: number;
  belongType: number;
  serialNumber: string;
  vendorBarcode: string;
  selfCode: string;
  registerCode: string;
  blacklisted: boolean;
  remark: string | null;
  proofMaterial: number;
  recordMan: string;
  /** Instants in ms. */
  recordTime: number;
  lastModifyEntity: string;
  lastModifyTime: number;
  auditRegulatorId: number | null;
  auditPerson: string | null;
  auditTime: number | null;
  issuedNo: string | null;
  vehicle: VehicleFields | null;
  pressureRetainingValve: boolean | null;
  /** Whether the cylinder gets pictures. */
  withImages: boolean;
}

export interface VehicleFields {
  departmentName: string;
  plateNum: string;
  vcTypeName: string;
  installEntityName: string;
  installDay: number;
}

/** What a caller may fix about a cylinder (the demo barcodes); the rest is drawn. */
export interface PlanOverrides {
  barcode: string;
  category: 1 | 2 | 3;
  scenario: Scenario;
  specName: string;
  makeDay: number;
  blacklisted?: boolean;
  /** District whose station owns the cylinder. */
  districtCode?: string;
}

const statusWeights: readonly (readonly [number, number])[] = [
  [0, 880],
  [2, 50],
  [5, 15],
  [6, 15],
  [7, 15],
  [8, 10],
  [9, 15],
];

const scenarioWeights: readonly (readonly [Scenario, number])[] = [
  ['normal', 86],
  ['overdueInspection', 8],
  ['overdueScrap', 6],
];

const remarks = ['用户自有瓶', '租赁瓶', '企业自有瓶，已登记', '瓶阀已更换', '原档案补录'] as const;
const plateLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Barcodes of generated cylinders: a bijection of the index onto 100000..999999, so they never repeat. */
export function generatedBarcode(districtCode: string, index: number): string {
  const number = ((index * 7919 + 104729) % 900000) + 100000;
  return `${demoBarcodePrefix}${districtCode.slice(2)}${number}`;
}

export class CylinderPlanner {
  private vehicle: (VehicleFields & { remaining: number }) | null = null;
  private readonly plates = new Set<string>();
  private readonly systemStart: number;

  constructor(
    private readonly random: Random,
    private readonly anchor: number,
    private readonly units: SeedUnits,
    private readonly imageShare: number,
  ) {
    this.systemStart = addMonths(anchor, -96);
  }

  plan(index: number, overrides?: PlanOverrides): CylinderPlan {
    const random = this.random;
    const category =
      overrides?.category ??
      random.weighted<1 | 2 | 3>([
        [1, 60],
        [2, 25],
        [3, 15],
      ]);
    const ofType = this.units.stations.filter((s) => s.stationType === category);
    const inDistrict = ofType.filter((s) => s.district.code === overrides?.districtCode);
    const station = random.weighted((inDistrict.length > 0 ? inDistrict : ofType).map((s) => [s, s.size] as const));
    const spec = overrides
      ? (specDefs.find((s) => s.name === overrides.specName) ?? specDefs[0]!)
      : random.weighted(specDefs.filter((s) => s.category === category).map((s) => [s, s.share] as const));
    const typeName = random.chance(0.85) ? spec.types[0] : random.pick(spec.types);
    const type = typeDefs.find((t) => t.category === category && t.name === typeName) ?? typeDefs[0]!;
    const medium = random.weighted(
      mediumDefs
        .filter((m) => m.category === category && spec.media.includes(m.name))
        .map((m) => [m, m.share] as const),
    );
    const vendor = random.pick(vendorDefs.filter((v) => v.categories.includes(category)));
    const status = overrides ? (overrides.scenario.startsWith('scrapped') ? 2 : 0) : random.weighted(statusWeights);
    let scenario: Scenario = overrides?.scenario ?? 'other';
    if (!overrides) {
      if (status === 0) scenario = random.weighted(scenarioWeights);
      else if (status === 2) scenario = random.chance(0.6) ? 'scrappedFailed' : 'scrappedAged';
    }
    const life: Lifecycle = overrides
      ? lifecycleFrom(random, scenario, this.anchor, overrides.makeDay, type.lifeYears, type.periodYears)
      : makeLifecycle(random, scenario, this.anchor, type.lifeYears, type.periodYears);

    const lastDay = this.anchor - 1;
    const registeredDay = Math.min(
      lastDay,
      Math.max(life.makeDay + random.int(5, 60), this.systemStart + random.int(0, 400)),
    );
    const recordTime = chinaInstant(registeredDay, random.int(8 * 3600, 18 * 3600));
    const modifiedDay = random.chance(0.65) ? registeredDay : random.int(registeredDay, lastDay);
    const scrappedDay = life.scrappedOn === null ? null : Math.min(lastDay, life.scrappedOn + random.int(0, 5));
    const lastModifyTime =
      scrappedDay !== null && scrappedDay >= registeredDay
        ? chinaInstant(scrappedDay, random.int(9 * 3600, 17 * 3600))
        : modifiedDay === registeredDay
          ? recordTime
          : chinaInstant(modifiedDay, random.int(8 * 3600, 18 * 3600));
    const audited = random.chance(0.86);
    const makeYear = new Date(life.makeDay * 86_400_000).getUTCFullYear();
    const issued = random.chance(0.3);
    const plate = category === 3 ? this.vehicleFor(life.makeDay) : null;
    return {
      ...life,
      index,
      barcode: overrides?.barcode ?? generatedBarcode(station.district.code, index),
      category,
      scenario,
      station,
      spec,
      type,
      medium,
      vendor,
      status,
      belongType: random.weighted([
        [0, 75],
        [1, 18],
        [2, 7],
      ]),
      serialNumber: `${String(makeYear).slice(2)}${random.pick(plateLetters.split(''))}${random.digits(5)}`,
      vendorBarcode: `${vendor.code.slice(-3)}${String(makeYear)}${random.digits(6)}`,
      selfCode: `${station.code.slice(-4)}${random.digits(5)}`,
      registerCode: `${station.district.code}${category}${String(makeYear)}${random.digits(6)}`,
      blacklisted: overrides?.blacklisted ?? ((status === 0 || status === 7) && random.chance(0.02)),
      remark: random.chance(0.08) ? random.pick(remarks) : null,
      proofMaterial: random.weighted([
        [3, 50],
        [7, 20],
        [15, 15],
        [1, 8],
        [0, 4],
        [11, 3],
      ]),
      recordMan: random.pick(station.operators),
      recordTime,
      lastModifyEntity: random.chance(0.85) ? station.name : station.district.regulatorName,
      lastModifyTime,
      auditRegulatorId: audited ? station.regulatorId : null,
      auditPerson: audited ? personName(random) : null,
      auditTime: audited
        ? Math.min(recordTime + random.int(1, 10) * 86_400_000, chinaInstant(lastDay, 17 * 3600))
        : null,
      issuedNo: issued ? `${demoPlatePrefix}瓶${String(makeYear)}${random.digits(6)}` : null,
      vehicle: plate,
      pressureRetainingValve:
        category === 1
          ? random.weighted([
              [true, 45],
              [false, 25],
              [null, 30],
            ])
          : null,
      withImages: random.chance(this.imageShare) || overrides !== undefined,
    };
  }

  /** A plate number of the city not used before, e.g. 浙F·T3658. */
  private newPlate(): string {
    const random = this.random;
    const letter = () => random.pick(plateLetters.split(''));
    for (;;) {
      const tail = random.chance(0.6)
        ? `${letter()}${random.digits(4)}`
        : random.chance(0.5)
          ? random.digits(5)
          : `${letter()}${letter()}${random.digits(3)}`;
      const plate = `${demoPlatePrefix}·${tail}`;
      if (!this.plates.has(plate)) return plate;
    }
  }

  /** The vehicle a vehicle cylinder is mounted on: fleets run several cylinders per vehicle. */
  private vehicleFor(makeDay: number): VehicleFields {
    const random = this.random;
    if (!this.vehicle || this.vehicle.remaining <= 0) {
      const plateNum = this.newPlate();
      this.plates.add(plateNum);
      const vcTypeName = random.weighted(vehicleTypes);
      this.vehicle = {
        departmentName: vcTypeName === '私家车' ? personName(random) : random.pick(fleetNames),
        plateNum,
        vcTypeName,
        installEntityName: random.pick(installerNames),
        installDay: Math.min(makeDay + random.int(20, 200), this.anchor - 1),
        remaining: vcTypeName === '公交车' || vcTypeName === '重型货车' ? random.int(2, 4) : random.int(1, 2),
      };
    }
    this.vehicle.remaining--;
    const { remaining: _remaining, ...fields } = this.vehicle;
    return { ...fields, installDay: Math.max(fields.installDay, makeDay + 15) };
  }
}
