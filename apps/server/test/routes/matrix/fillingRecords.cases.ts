import type { InjectOptions } from 'fastify';
import { menusFor } from '@gcs/contracts';
import { get, menuCells, stationTargets, type RouteCase, type World } from './matrixKit';

const base = '/api/samr/CylinderFilling';
const period = 'From=2026-11-01&To=2026-11-30';
const cells = menuCells(menusFor('fillingRecords'), 'scoped');
const thirdCells = menuCells(menusFor('thirdPartyFillings'), 'scoped');

/** The barcode of the world's cylinder at a station. */
function barcodeAt(world: World, stationId: number): string {
  const barcodes: Record<number, string> = {
    [world.ownStationId]: 'MX-OWN',
    [world.neighbourStationId]: 'MX-NEIGHBOUR',
    [world.otherDistrictStationId]: 'MX-OTHERDISTRICT',
    [world.otherCityStationId]: 'MX-OTHERCITY',
  };
  return barcodes[stationId] ?? 'MX-NONE';
}

/**
 * A filling list asked for a station with the rest of its query: the role's own station answers, another's 404 with
 * no rows (nor the other city's barcode).
 */
function scopedList(call: string, query: (barcode: string) => string): RouteCase {
  const path = `${base}/${call}`;
  const at = (stationId: number, barcode: string): InjectOptions =>
    get(`${path}?StationId=${stationId}&${query(barcode)}`);
  return {
    cells,
    request: (world) => at(world.otherCityStationId, 'MX-OTHERCITY'),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      const secret = barcodeAt(world, foreign);
      return { ...(own !== undefined ? { own: at(own, 'MX-OWN') } : {}), foreign: at(foreign, secret), secret };
    },
  };
}

const inPeriod = () => period;
const groupOf = (barcode: string) => `${period}&Barcode=${barcode}`;

/**
 * The filling records, histories, last fillings, active cylinders and continuous fillings: open to the holders of
 * any filling-record menu (the demo regulators and the station), each within its scope.
 */
export const fillingRecordsCases: Record<string, RouteCase> = {
  [`GET ${base}/fillinglist`]: scopedList('fillinglist', inPeriod),
  [`GET ${base}/list`]: scopedList('list', inPeriod),
  [`GET ${base}/ActiveCylinderDetail`]: scopedList('ActiveCylinderDetail', inPeriod),
  [`GET ${base}/ActiveCylinderSummarry`]: scopedList('ActiveCylinderSummarry', inPeriod),
  [`GET ${base}/CompressedGasFillingGroup`]: scopedList('CompressedGasFillingGroup', inPeriod),
  [`GET ${base}/QueryAppendGasSummary`]: scopedList('QueryAppendGasSummary', inPeriod),
  [`GET ${base}/QueryContinueFilling`]: scopedList('QueryContinueFilling', inPeriod),
  [`GET ${base}/QueryAppendGasList`]: scopedList('QueryAppendGasList', inPeriod),
  [`GET ${base}/QueryContinueFillingDetail`]: scopedList('QueryContinueFillingDetail', groupOf),
  [`GET ${base}/QueryAppendGasDetail`]: scopedList('QueryAppendGasDetail', groupOf),
  [`GET ${base}/ThirdFillingWarning`]: { ...scopedList('ThirdFillingWarning', inPeriod), cells: thirdCells },
  [`GET ${base}/ThirdFillingWarningSummary`]: {
    ...scopedList('ThirdFillingWarningSummary', inPeriod),
    cells: thirdCells,
  },
  [`GET ${base}/FillingHistory`]: scopedList('FillingHistory', (barcode) => `Barcode=${barcode}`),
  [`GET ${base}/QueryLastFilling`]: scopedList('QueryLastFilling', () => 'CylinderCategory=1'),
};
