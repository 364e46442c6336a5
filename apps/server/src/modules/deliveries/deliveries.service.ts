import type { Kysely } from 'kysely';
import {
  BelongToType,
  deliveryMessages,
  formatDateTime,
  type AddDeliveryBody,
  type DeliveryQuery,
  type DeliveryRow,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { DeliveriesRepository, DeliveryRows, DeliveryStored } from './deliveries.repository';

/** A delivery may be stamped a little ahead of the server's clock (a handheld's clock drifts): five minutes. */
const clockSlackMs = 5 * 60_000;

export function toDeliveryRow(row: DeliveryStored, ordinalNum: number): DeliveryRow {
  return {
    ordinalNum,
    id: Number(row.id),
    stationId: row.station_id,
    stationName: row.station_name,
    cylinderBarcode: row.cylinder_barcode,
    cylinderId: row.cylinder_id === null ? null : Number(row.cylinder_id),
    fillingGuid: row.filling_guid,
    fillingTime: formatDateTime(row.filling_time),
    deliveryTime: formatDateTime(row.delivery_time),
    deliveryOperator: row.delivery_operator,
    deliveryUser: row.delivery_user,
    deliveryAddress: row.delivery_address,
  };
}

/** DeliveryRecordList (scope and filter in SQL). */
export function deliveryListSource(rows: DeliveryRows): ListSource<DeliveryQuery, DeliveryStored, DeliveryRow> {
  return {
    ...rows,
    toRow: toDeliveryRow,
    rowsProveStationScope: true,
  };
}

export interface DeliveriesDeps {
  db: Kysely<DatabaseSchema>;
  repository: DeliveriesRepository;
  syslog: Syslog;
  now: () => Date;
}

/** Recording deliveries: a filling station's user, for its own fillings, once each, audited. */
export class DeliveriesService {
  constructor(private readonly deps: DeliveriesDeps) {}

  async add(user: SessionUser, body: AddDeliveryBody, ip: string) {
    const stationId = user.belongToType === BelongToType.FillingStation ? user.stationId : null;
    if (stationId === null) throw new HttpError(403, deliveryMessages.notStationUser);
    const now = this.deps.now();
    const deliveredAt = new Date(body.DeliveryTime).getTime();
    if (deliveredAt > now.getTime() + clockSlackMs) throw new HttpError(400, deliveryMessages.inFuture);

    return this.deps.db.transaction().execute(async (trx) => {
      const filling = await this.deps.repository.filling(trx, body.FillingGuid, stationId);
      if (!filling) throw new HttpError(404, deliveryMessages.fillingNotFound);
      if (deliveredAt < new Date(filling.beginTime).getTime()) {
        throw new HttpError(400, deliveryMessages.beforeFilling);
      }
      const id = await this.deps.repository.insert(trx, {
        fillingGuid: body.FillingGuid,
        fillingTime: filling.beginTime,
        stationId,
        barcode: filling.barcode,
        deliveryTime: body.DeliveryTime,
        operator: body.DeliveryOperator,
        user: body.DeliveryUser,
        address: body.DeliveryAddress,
        recordedBy: user.id,
      });
      if (id === undefined) throw new HttpError(409, deliveryMessages.alreadyDelivered);
      await this.deps.syslog.write(
        {
          at: now,
          event: 'deliveryRecord',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            after: {
              id,
              stationId,
              fillingGuid: body.FillingGuid,
              barcode: filling.barcode,
              deliveryTime: body.DeliveryTime,
              deliveryOperator: body.DeliveryOperator,
              deliveryUser: body.DeliveryUser,
              deliveryAddress: body.DeliveryAddress,
            },
          },
        },
        trx,
      );
      return { result: true, messeage: '已保存配送记录', data: { id } };
    });
  }
}
