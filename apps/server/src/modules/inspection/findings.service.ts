import {
  BelongToType,
  findingsReviewMessages,
  findingsReviewStatusLabels,
  FindingsReviewStatus,
  inspectionResultLabels,
  type FindingsReviewBody,
  type InspectionResult,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { FindingsRepository } from './findings.repository';

export interface FindingsDeps {
  repository: FindingsRepository;
  syslog: Syslog;
  now: () => Date;
}

const statusName = (status: number) => findingsReviewStatusLabels[status as FindingsReviewStatus] ?? String(status);
const nameOf = (user: SessionUser) => `${user.loginCode}（${user.userName}）`;

/**
 * 检验结论审核: a regulator over the cylinder's station reviews a concluded inspection once — 审核通过 or 存疑 with an
 * opinion. The cylinder and the record stay as the institution's workflow left them; the review and its syslog row
 * are one transaction.
 */
export class FindingsService {
  constructor(private readonly deps: FindingsDeps) {}

  async review(user: SessionUser, body: FindingsReviewBody, ip: string) {
    if (!user.isSystemManager && user.belongToType !== BelongToType.Regulator) {
      throw new HttpError(403, findingsReviewMessages.notRegulator);
    }
    const { repository } = this.deps;
    const now = this.deps.now();
    return repository.transaction(async (trx) => {
      const record = await repository.recordInScope(trx, user, body.Id);
      if (!record) throw new HttpError(404, findingsReviewMessages.notFound);
      if (record.approval_result !== 1) throw new HttpError(409, findingsReviewMessages.notConcluded);
      const decided = (status: number) =>
        new HttpError(409, findingsReviewMessages.alreadyReviewed(statusName(status)));
      if (record.review_status !== null) throw decided(record.review_status);
      const opinion = body.Opinion ?? null;
      const added = await repository.insert(trx, {
        inspectionId: body.Id,
        status: body.Result,
        opinion,
        regulatorId: user.regulatorId,
        userId: user.id,
        userName: nameOf(user),
        at: now.toISOString(),
      });
      if (!added) throw decided(body.Result);
      await this.deps.syslog.write(
        {
          at: now,
          event: 'findingsReview',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            id: body.Id,
            reportCode: record.report_code,
            barcode: record.barcode,
            institutionId: record.station_id,
            fillStationId: record.fill_station_id,
            result: inspectionResultLabels[record.result as InspectionResult] ?? String(record.result),
            before: { status: statusName(FindingsReviewStatus.Unreviewed), opinion: null },
            after: { status: statusName(body.Result), opinion },
          },
        },
        trx,
      );
      return {
        result: true,
        messeage: findingsReviewMessages.reviewed(statusName(body.Result)),
        data: { id: body.Id, reviewStatus: body.Result },
      };
    });
  }
}
