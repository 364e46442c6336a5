import type { FastifyInstance } from 'fastify';
import { syslogApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { SyslogsService } from './syslogs.service';

const dayMs = 24 * 3600_000;

/**
 * Setting/SysLogs (008004): the log, paged and exported by registerList (the export is itself logged). The purge of
 * rows past the retention runs when the server starts and then daily; every instance may run it (it is idempotent).
 */
export function syslogsRoutes(
  app: FastifyInstance,
  { service, lists, purgeDaily }: { service: SyslogsService; lists: ListDeps; purgeDaily: boolean },
) {
  registerList(app, lists, { page: 'sysLogs', call: syslogApi.list, source: service.listSource() });
  if (!purgeDaily) return;
  const purge = async () => {
    try {
      const { removed, months } = await service.purge();
      app.log.info({ removed, months }, '系统日志：已清理超过保留期的日志');
    } catch (error) {
      app.log.error({ err: error }, '系统日志清理失败');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), dayMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
