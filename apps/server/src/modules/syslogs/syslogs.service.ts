import { formatDateTime, syslogEventLabels, syslogEvents, type SyslogListQuery, type SyslogRow } from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { Syslog, SyslogEvent } from '../../platform/syslog';
import type { SyslogFilter, SyslogRecord, SyslogsRepository } from './syslogs.repository';
import { pagedByFilter } from '../../platform/pagedRows';

/** Every event the server writes has its label on the page (a new event without one fails to compile here). */
const eventLabels: Readonly<Record<SyslogEvent, string>> = syslogEventLabels;

const actionLabels: Readonly<Record<string, string>> = {
  add: '新增',
  update: '修改',
  remove: '删除',
  delete: '删除',
  enable: '启用',
  disable: '停用',
  retire: '停用',
};
const keyLabels: Readonly<Record<string, string>> = {
  action: '操作',
  kind: '对象',
  reason: '原因',
  what: '内容',
  fileName: '文件',
  rows: '行数',
  count: '数量',
  code: '编码',
  columns: '列',
  mode: '生成方式',
  menu: '菜单',
};
const modeLabels: Readonly<Record<string, string>> = { client: '浏览器', server: '服务器' };
const maxPart = 600;
const maxDetail = 2000;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const compact = (value: unknown) => cut(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), maxPart);

/**
 * A stored detail, briefly: its fields as 名称：值, the action in words, and 变更前 / 变更后 last, each cut to a few
 * hundred characters (the export carries the same text).
 */
export function briefDetail(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail !== 'object' || Array.isArray(detail)) return cut(compact(detail), maxDetail);
  const entries = Object.entries(detail as Record<string, unknown>);
  const parts = entries
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([key, value]) => {
      const labels = key === 'action' ? actionLabels : key === 'mode' ? modeLabels : undefined;
      const shown = labels && typeof value === 'string' ? (labels[value] ?? value) : compact(value);
      return `${keyLabels[key] ?? key}：${shown}`;
    });
  const record = detail as Record<string, unknown>;
  if ('before' in record) parts.push(`变更前：${compact(record.before ?? null)}`);
  if ('after' in record) parts.push(`变更后：${compact(record.after ?? null)}`);
  return cut(parts.join('；'), maxDetail);
}

export function toSyslogRow(row: SyslogRecord, ordinalNum: number): SyslogRow {
  return {
    ordinalNum,
    id: Number(row.id),
    time: formatDateTime(row.at),
    loginCode: row.login_code,
    userName: row.user_name,
    realLoginCode: row.real_user_id === null ? null : (row.real_login_code ?? `#${row.real_user_id}`),
    ip: row.ip,
    event: row.event,
    eventName: eventLabels[row.event as SyslogEvent] ?? row.event,
    result: row.result,
    resultName: row.result === 'success' ? '成功' : '失败',
    detail: briefDetail(row.detail),
  };
}

function filterOf(query: SyslogListQuery): SyslogFilter {
  return {
    from: query.From,
    to: query.To,
    loginCode: query.LoginCode,
    event: query.Event === undefined ? undefined : syslogEvents[query.Event - 1],
    result: query.Result === undefined ? undefined : query.Result === 1 ? 'success' : 'failure',
  };
}

/** Runs the purge now and then once a day; a failure is logged, never fatal. */
export interface PurgeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The system log page (every row, for the holders of its menu) and the daily purge of rows past the retention. */
export class SyslogsService {
  constructor(
    private readonly repository: SyslogsRepository,
    private readonly syslog: Syslog,
    private readonly now: () => Date,
  ) {}

  listSource(): ListSource<SyslogListQuery, SyslogRecord, SyslogRow> {
    return {
      ...pagedByFilter(this.repository.syslogRows(), filterOf),
      toRow: toSyslogRow,
    };
  }

  /**
   * Deletes the rows older than the retention (the parameter, never under six months) and records how many went.
   * The database decides which rows: the application cannot name a shorter period.
   */
  async purge(): Promise<{ removed: number; months: number }> {
    const removed = await this.repository.purge();
    const months = await this.repository.retentionMonths();
    if (removed > 0) {
      await this.syslog.write({
        at: this.now(),
        event: 'syslogPurge',
        result: 'success',
        detail: { count: removed, retentionMonths: months },
      });
    }
    return { removed, months };
  }
}
