import { z } from 'zod';
import { pageQuery } from '../../paging';
import { exportParams } from '../export';
import { optionalDay, optionalText, requiredDay } from '../fields';
import { optionalId } from '../listFilters';

/** The filters the filling lists share: regulator, station, barcode, days of filling, paging and export. */
export const stationDayFilters = {
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('充装单位'),
  Barcode: optionalText('气瓶条码'),
  From: optionalDay('充装日期起'),
  To: optionalDay('充装日期止'),
  ...pageQuery,
  ...exportParams,
};

/** A barcode given exactly (a history, a group's fillings): required, with a message naming it. */
export const exactBarcode = z
  .string({ error: '请输入气瓶条码' })
  .trim()
  .min(1, '请输入气瓶条码')
  .max(64, '气瓶条码不能超过64个字符');

/**
 * The longest span of filling days a list over the raw records may ask for: at most two monthly partitions of
 * filling_record are read, whatever the caller's scope.
 */
export const maxFillingDays = 31;

/** The same filters with both days required: lists that read the raw records of a bounded period. */
export const boundedStationDayFilters = {
  ...stationDayFilters,
  From: requiredDay('充装日期起'),
  To: requiredDay('充装日期止'),
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** From/To days that are required: the start not after the end, and at most `maxFillingDays` days in all. */
export function checkBoundedDays(label: string) {
  return (query: { From: string; To: string }, context: z.RefinementCtx) => {
    const span = dayNumber(query.To) - dayNumber(query.From) + 1;
    if (span < 1) {
      context.addIssue({ code: 'custom', path: ['To'], message: `${label}的开始日期不能晚于结束日期` });
    } else if (span > maxFillingDays) {
      context.addIssue({ code: 'custom', path: ['To'], message: `${label}最多查询${maxFillingDays}天` });
    }
  };
}
