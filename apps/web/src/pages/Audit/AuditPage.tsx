import { useState } from 'react';
import { App, Button, Card, Tabs } from 'antd';
import { errorText } from '../../components/table/DataTable';
import { useQueryClient } from '@tanstack/react-query';
import { AdvancedCylinderFilter } from '../../components/form/AdvancedCylinderFilter';
import type { CylinderFilterQuery } from '../../components/form/cylinderFilterForm';
import { useApi } from '../../api/ApiContext';
import type { Api } from '../../api/api';
import { AuditTable, fetchAuditPage, type AuditToolbarState } from './AuditTable';
import { usePageArea } from '../shared/area';
import { answerText } from '../shared/feedback';
import { RejectDialog } from './RejectDialog';

/** Confirmation texts of the audit actions (each says how many cylinders it changes). */
export const auditQuestions = {
  pass: (count: number) => `确定审核通过所选的 ${count} 个气瓶吗？`,
  autoChosen: (count: number) => `确定对所选的 ${count} 个气瓶执行自动审核吗？`,
  autoAll: (count: number) => `确定对当前列表中全部 ${count} 个符合自动审核条件的气瓶执行自动审核吗？`,
  cancel: (count: number) => `确定取消所选的 ${count} 个气瓶的审核吗？取消后气瓶将回到待审核状态。`,
} as const;

/** Ids per automatic-audit call when every listed cylinder is audited (the list's largest page). */
const autoAuditBatch = 500;

/**
 * 批量自动审核 of every cylinder the list shows: its pages are audited in turn by id, so the cylinders audited are
 * those of this area and filter (the call without ids would take every pending cylinder of the user's scope, of
 * every category). Audited cylinders leave the list, so page 1 always holds the next ones.
 */
export async function autoAuditListed(api: Api, filter: CylinderFilterQuery, total: number): Promise<number> {
  let audited = 0;
  const rounds = Math.ceil(total / autoAuditBatch) + 1;
  for (let round = 0; round < rounds; round += 1) {
    const page = await fetchAuditPage(api, 'auto', { ...filter, PageIndex: 1, CountPerPage: autoAuditBatch });
    const ids = page.list.map((row) => row.id);
    if (ids.length === 0) break;
    const answer = await api.cylinder.batchAutoAuditCylinderList({ body: { ids } });
    audited += answer.data.count;
    if (answer.data.count === 0) break;
  }
  return audited;
}

/**
 * The archive audit pages (/GasCylinder, /IndustryCylinder, /VehicleCylinder cylinderAudit): the advanced filter
 * over three lists: 待审核 (pass, or reject with a reason), 自动审核 (cylinders passing the automatic checks) and
 * 已审核未发证 (cancel the audit). Every action asks first, then shows the server's message and refreshes.
 */
export function AuditPage() {
  const api = useApi();
  const area = usePageArea();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [filter, setFilter] = useState<CylinderFilterQuery>({ CylinderCategory: area.category });
  const [rejecting, setRejecting] = useState<{ ids: number[]; done: () => void } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cylinder'] });

  /** Asks, runs the action, tells its outcome and refreshes the lists; a refusal shows the server's message. */
  const confirmAndRun = (title: string, question: string, run: () => Promise<string>, done: () => void) => {
    modal.confirm({
      title,
      content: question,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const hide = message.loading({ content: `${title}中，请稍候…`, duration: 0 });
        try {
          void message.success(await run());
          done();
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          hide();
          await refresh();
        }
      },
    });
  };

  const pendingToolbar = ({ selectedIds, clearSelection }: AuditToolbarState) => (
    <>
      <Button
        type="primary"
        data-testid="audit-pass"
        disabled={selectedIds.length === 0}
        onClick={() =>
          confirmAndRun(
            '审核通过',
            auditQuestions.pass(selectedIds.length),
            async () => {
              const answer = await api.cylinder.auditCylinder({ body: { ids: selectedIds, result: 1 } });
              return answerText(answer, `已审核通过 ${answer.data.count} 个气瓶`);
            },
            clearSelection,
          )
        }
      >
        审核通过
      </Button>
      <Button
        danger
        data-testid="audit-reject"
        disabled={selectedIds.length === 0}
        onClick={() => setRejecting({ ids: selectedIds, done: clearSelection })}
      >
        审核不通过
      </Button>
    </>
  );

  const autoToolbar = ({ selectedIds, total, clearSelection }: AuditToolbarState) => (
    <Button
      type="primary"
      data-testid="audit-auto"
      disabled={selectedIds.length === 0 && total === 0}
      onClick={() =>
        selectedIds.length > 0
          ? confirmAndRun(
              '批量自动审核',
              auditQuestions.autoChosen(selectedIds.length),
              async () => {
                const answer = await api.cylinder.batchAutoAuditCylinderList({ body: { ids: selectedIds } });
                return answerText(answer, `自动审核通过 ${answer.data.count} 个气瓶`);
              },
              clearSelection,
            )
          : confirmAndRun(
              '批量自动审核',
              auditQuestions.autoAll(total),
              async () => `自动审核通过 ${await autoAuditListed(api, filter, total)} 个气瓶`,
              clearSelection,
            )
      }
    >
      {selectedIds.length > 0 ? `批量自动审核（所选 ${selectedIds.length} 个）` : `批量自动审核（全部 ${total} 个）`}
    </Button>
  );

  const issuedToolbar = ({ selectedIds, clearSelection }: AuditToolbarState) => (
    <Button
      danger
      data-testid="audit-cancel"
      disabled={selectedIds.length === 0}
      onClick={() =>
        confirmAndRun(
          '取消审核',
          auditQuestions.cancel(selectedIds.length),
          async () => {
            const answer = await api.cylinder.cancleAudit({ body: { ids: selectedIds } });
            return answerText(answer, `已取消 ${answer.data.count} 个气瓶的审核`);
          },
          clearSelection,
        )
      }
    >
      取消审核
    </Button>
  );

  return (
    <Card variant="borderless">
      <AdvancedCylinderFilter
        category={area.category}
        onSearch={(query) => setFilter({ ...query, CylinderCategory: area.category })}
      />
      <Tabs
        style={{ marginTop: 8 }}
        destroyOnHidden
        items={[
          {
            key: 'pending',
            label: '待审核',
            children: (
              <AuditTable kind="pending" area={area} filter={filter} label="待审核气瓶" toolbar={pendingToolbar} />
            ),
          },
          {
            key: 'auto',
            label: '自动审核',
            children: (
              <AuditTable
                kind="auto"
                area={area}
                filter={filter}
                label="符合自动审核条件的气瓶"
                toolbar={autoToolbar}
              />
            ),
          },
          {
            key: 'issued',
            label: '已审核未发证',
            children: (
              <AuditTable kind="issued" area={area} filter={filter} label="已审核未发证气瓶" toolbar={issuedToolbar} />
            ),
          },
        ]}
      />
      <RejectDialog
        ids={rejecting?.ids ?? null}
        onClose={() => setRejecting(null)}
        onDone={() => {
          rejecting?.done();
          setRejecting(null);
          void refresh();
        }}
      />
    </Card>
  );
}
