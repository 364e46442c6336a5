import type { Kysely } from 'kysely';
import {
  ApprovalResult,
  BelongToType,
  CylinderStatus,
  cylinderStatusLabels,
  InspectionTaskStatus,
  inspectionTaskMessages,
  inspectionTaskStatusLabels,
  type ApprovalBody,
  type CylinderStatus as CylinderStatusCode,
  type ExamineBody,
  type RectifyBody,
  type RectifyCompleteBody,
  type TaskIdBody,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { InspectionRepository, OpenTask } from './inspection.repository';
import { applyInspection } from './inspection.service';

export interface TasksDeps {
  db: Kysely<DatabaseSchema>;
  repository: InspectionRepository;
  syslog: Syslog;
  now: () => Date;
}

/** Where a task stands, as the transitions read it. */
type Stage = Pick<OpenTask, 'task_status' | 'audit_result' | 'approval_result'>;

interface Transition {
  /** The action's name in the refusal (不能…). */
  action: string;
  /** Whether the task may take this step from where it stands. */
  from: (task: Stage) => boolean;
}

const open = (task: Stage) => task.approval_result !== ApprovalResult.Approved;
const completed = (task: Stage) =>
  task.task_status === InspectionTaskStatus.Complete || task.task_status === InspectionTaskStatus.RectificationComplete;

/** The workflow's steps and the states each starts from (spec 02 section 4; docs/decisions.md). */
const transitions = {
  complete: { action: '完成检验', from: (t) => open(t) && t.task_status === InspectionTaskStatus.Checking },
  rectify: { action: '送整改', from: (t) => open(t) && t.task_status === InspectionTaskStatus.Checking },
  rectifyComplete: {
    action: '确认整改完成',
    from: (t) => open(t) && t.task_status === InspectionTaskStatus.Rectifying,
  },
  examine: {
    action: '审核',
    from: (t) =>
      completed(t) && t.audit_result === ApprovalResult.Pending && t.approval_result === ApprovalResult.Pending,
  },
  approval: {
    action: '审批',
    from: (t) => t.audit_result === ApprovalResult.Approved && t.approval_result === ApprovalResult.Pending,
  },
} satisfies Record<string, Transition>;

/** Where a task stands, in words: the refusal's subject. */
function stageName(task: Stage): string {
  if (task.approval_result === ApprovalResult.Approved) return '已审批';
  if (task.audit_result === ApprovalResult.Approved) return '已审核，待审批';
  if (completed(task) && task.audit_result === ApprovalResult.Pending) {
    return `${inspectionTaskStatusLabels[task.task_status as InspectionTaskStatus]}，待审核`;
  }
  return `${inspectionTaskStatusLabels[task.task_status as InspectionTaskStatus] ?? task.task_status}`;
}

/**
 * The vehicle-inspection tasks of an institution: its users move them (检验记录: complete, rectify; 检验审核; 检验审批).
 * Each step locks the task, checks it may be taken from where the task stands (409 otherwise), changes it, and writes
 * the syslog row, in one transaction; approving a task applies it to its cylinder in the same transaction.
 */
export class InspectionTaskService {
  constructor(private readonly deps: TasksDeps) {}

  complete(user: SessionUser, body: TaskIdBody, ip: string) {
    // A task rejected at approval starts over: completed again, it waits for the reviewer's audit.
    return this.move(user, body.Id, transitions.complete, ip, () => ({
      task_status: InspectionTaskStatus.Complete,
      approval_result: ApprovalResult.Pending,
    }));
  }

  rectify(user: SessionUser, body: RectifyBody, ip: string) {
    return this.move(user, body.Id, transitions.rectify, ip, () => ({
      task_status: InspectionTaskStatus.Rectifying,
      rectify_reason: body.Reason,
      rectify_note: null,
    }));
  }

  rectifyComplete(user: SessionUser, body: RectifyCompleteBody, ip: string) {
    return this.move(user, body.Id, transitions.rectifyComplete, ip, () => ({
      task_status: InspectionTaskStatus.RectificationComplete,
      approval_result: ApprovalResult.Pending,
      rectify_note: body.Note,
    }));
  }

  /** 检验审核: passed on to approval, or returned to the institution (检验中) with the opinion. */
  examine(user: SessionUser, body: ExamineBody, ip: string) {
    const at = this.deps.now().toISOString();
    return this.move(user, body.Id, transitions.examine, ip, () =>
      body.Result === ApprovalResult.Approved
        ? { audit_result: ApprovalResult.Approved, audited_by: user.id, audited_at: at }
        : {
            task_status: InspectionTaskStatus.Checking,
            audit_result: ApprovalResult.Pending,
            return_reason: `审核退回：${body.Opinion ?? ''}`,
            audited_by: user.id,
            audited_at: at,
          },
    );
  }

  /**
   * 检验审批: approved, the inspection takes effect on the cylinder (a pass sets its dates, a fail scraps it); rejected,
   * it goes back to the institution (检验中, approval result -1 with the reason) to be checked and audited again.
   */
  approval(user: SessionUser, body: ApprovalBody, ip: string) {
    const at = this.deps.now().toISOString();
    return this.move(user, body.Id, transitions.approval, ip, async (task, trx) => {
      if (body.ApprovalResult === ApprovalResult.Rejected) {
        return {
          task_status: InspectionTaskStatus.Checking,
          audit_result: ApprovalResult.Pending,
          approval_result: ApprovalResult.Rejected,
          return_reason: `审批驳回：${body.Reason ?? ''}`,
          approved_by: user.id,
          approved_at: at,
        };
      }
      const cylinder = await this.deps.repository.cylinderForUpdate(trx, task.barcode, task.station_id);
      if (!cylinder) throw notFound(inspectionTaskMessages.notFound);
      if (cylinder.status !== CylinderStatus.Normal && cylinder.status !== CylinderStatus.Stopped) {
        const label = cylinderStatusLabels[cylinder.status as CylinderStatusCode] ?? String(cylinder.status);
        throw new HttpError(409, inspectionTaskMessages.cylinderNotInUse(cylinder.barcode, label));
      }
      const applied = await applyInspection(trx, user, cylinder, {
        recordId: task.id,
        inspectionDate: task.last_inspection_date ?? at.slice(0, 10),
        result: task.result,
        reportCode: task.report_code,
        now: at,
      });
      return {
        changes: { approval_result: ApprovalResult.Approved, approved_by: user.id, approved_at: at },
        applied,
      };
    });
  }

  private async move(
    user: SessionUser,
    id: number,
    transition: Transition,
    ip: string,
    change: (task: OpenTask, trx: Kysely<DatabaseSchema>) => TaskChanges | Applied | Promise<TaskChanges | Applied>,
  ) {
    const institutionId = user.belongToType === BelongToType.Station && !user.isSystemManager ? user.stationId : null;
    if (institutionId === null) throw new HttpError(403, inspectionTaskMessages.notInstitution);
    return this.deps.db.transaction().execute(async (trx) => {
      const { repository } = this.deps;
      // Another institution's task reads as missing: its existence is not the caller's business.
      const task = await repository.lockTask(trx, id, institutionId);
      if (!task) throw notFound(inspectionTaskMessages.notFound);
      if (!transition.from(task)) {
        throw new HttpError(409, inspectionTaskMessages.illegal(stageName(task), transition.action));
      }
      const outcome = await change(task, trx);
      const { changes, applied } = 'changes' in outcome ? outcome : { changes: outcome, applied: undefined };
      await trx.updateTable('inspection_record').set(changes).where('id', '=', task.id).execute();
      const after = { ...stageOf(task), ...pick(changes) };
      await this.deps.syslog.write(
        {
          at: this.deps.now(),
          event: 'inspectionTask',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            action: transition.action,
            id: task.id,
            barcode: task.barcode,
            reportCode: task.report_code,
            before: stageOf(task),
            after,
            ...(applied ? { cylinder: { id: task.cylinder_id, before: applied.before, after: applied.after } } : {}),
          },
        },
        trx,
      );
      return {
        result: true,
        messeage: messageOf(transition, after, applied, task.barcode),
        data: {
          id: task.id,
          taskStatus: after.task_status,
          auditResult: after.audit_result,
          approvalResult: after.approval_result,
          nextInspectionDate: applied?.nextInspectionDate ?? null,
          scrapped: applied?.scrapped ?? false,
        },
      };
    });
  }
}

type TaskChanges = {
  task_status?: number;
  audit_result?: number;
  approval_result?: number;
  rectify_reason?: string | null;
  rectify_note?: string | null;
  return_reason?: string | null;
  audited_by?: number;
  audited_at?: string;
  approved_by?: number;
  approved_at?: string;
};
type Applied = { changes: TaskChanges; applied: Awaited<ReturnType<typeof applyInspection>> };

function stageOf(task: OpenTask) {
  return { task_status: task.task_status, audit_result: task.audit_result, approval_result: task.approval_result };
}

function pick(changes: TaskChanges) {
  return Object.fromEntries(
    (['task_status', 'audit_result', 'approval_result'] as const)
      .filter((key) => changes[key] !== undefined)
      .map((key) => [key, changes[key]]),
  ) as Partial<ReturnType<typeof stageOf>>;
}

function messageOf(
  transition: Transition,
  after: ReturnType<typeof stageOf>,
  applied: Applied['applied'] | undefined,
  barcode: string,
): string {
  if (applied) {
    return applied.scrapped
      ? `已批准：气瓶${barcode}检验不合格，已报废并注销登记`
      : `已批准：气瓶${barcode}下次检验日期${applied.nextInspectionDate}`;
  }
  if (after.approval_result === ApprovalResult.Rejected) return '已驳回，检验任务退回检验机构';
  if (transition === transitions.examine) {
    return after.audit_result === ApprovalResult.Approved ? '审核通过，已提交审批' : '已退回，检验任务回到检验中';
  }
  return `${transition.action}：检验任务${inspectionTaskStatusLabels[after.task_status as InspectionTaskStatus]}`;
}
