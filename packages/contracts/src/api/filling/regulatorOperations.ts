import { z } from 'zod';
import { dataResponse } from '../../paging';
import { AbnormalKind } from '../../enums';
import { apiBase, defineCall } from '../call';
import { idArray } from '../listFilters';

/** The longest reason given for stopping a cylinder or reporting it lost. */
export const operationReasonMaxLength = 256;

export const regulatorOperationMessages = {
  noCylinder: '请选择气瓶',
  reasonRequired: '请填写原因',
  reasonTooLong: `原因不能超过${operationReasonMaxLength}个字符`,
  operateInvalid: '操作只能是0（恢复正常）、1（监管停用）或2（报失）',
  stopNeedsRegulator: '只有监管部门可以停用气瓶',
  notInUse: (barcode: string) => `气瓶不在使用中，不能停用或报失：${barcode}`,
  alreadyAbnormal: (barcode: string) => `气瓶已是异常状态，请先恢复：${barcode}`,
  notAbnormal: (barcode: string) => `气瓶未被停用或报失：${barcode}`,
} as const;

/** What a regulator does to a cylinder from the filling side: stop it, report it lost, or put it back in use. */
export const CylinderOperation = {
  Restore: 0,
  Stop: AbnormalKind.RegulatorStopped,
  Lost: AbnormalKind.ReportedLost,
} as const;
export type CylinderOperation = (typeof CylinderOperation)[keyof typeof CylinderOperation];

const reason = z
  .string({ error: regulatorOperationMessages.reasonRequired })
  .trim()
  .min(1, regulatorOperationMessages.reasonRequired)
  .max(operationReasonMaxLength, regulatorOperationMessages.reasonTooLong);

export const regulatorCylinderBody = z.object({
  CylinderIds: idArray(regulatorOperationMessages.noCylinder),
  Reason: reason,
});
export type RegulatorCylinderBody = z.output<typeof regulatorCylinderBody>;

export const regulatorOperateBody = regulatorCylinderBody
  .extend({
    Operate: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: regulatorOperationMessages.operateInvalid }),
    Reason: reason.optional(),
  })
  .superRefine((body, context) => {
    if (body.Operate !== CylinderOperation.Restore && body.Reason === undefined) {
      context.addIssue({ code: 'custom', path: ['Reason'], message: regulatorOperationMessages.reasonRequired });
    }
  });
export type RegulatorOperateBody = z.output<typeof regulatorOperateBody>;

const counted = dataResponse(z.object({ count: z.number().int() }));

export const regulatorOperationApi = {
  stop: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/RegulatorStopCylinder`,
    summary: '监管停用气瓶：停用后充装联锁拒绝充装，直至恢复（仅监管部门）',
    body: regulatorCylinderBody,
    response: counted,
  }),
  lost: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/RegulatorLostCylinder`,
    summary: '气瓶报失：报失后充装联锁拒绝充装，直至恢复',
    body: regulatorCylinderBody,
    response: counted,
  }),
  operate: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/RegulatorOperateCylinder`,
    summary: '气瓶监管操作：Operate 0 恢复正常、1 监管停用、2 报失（停用与报失须填原因）',
    body: regulatorOperateBody,
    response: counted,
  }),
};
