import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { DayRangePicker } from '../../components/form/DayRangePicker';
import { StationSelect } from '../../components/form/StationSelect';

/**
 * The filter fields the blacklist and abnormal-cylinder pages share: the station, the barcode, the plate (vehicle
 * areas only) and a day range on when the cylinder was listed; `between` stands after the barcode.
 */
export function StationCylinderFields({
  isVehicle,
  daysLabel,
  between,
}: {
  isVehicle: boolean;
  daysLabel: string;
  between?: ReactNode;
}) {
  return (
    <>
      <Form.Item name="StationId" label="充装单位">
        <StationSelect multiple={false} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="Barcode" label="气瓶条码">
        <Input allowClear maxLength={64} placeholder="气瓶条码" style={{ width: 170 }} />
      </Form.Item>
      {between}
      {isVehicle && (
        <Form.Item name="PlateNum" label="车牌号">
          <Input allowClear maxLength={16} placeholder="车牌号" style={{ width: 130 }} />
        </Form.Item>
      )}
      <Form.Item name="days" label={daysLabel}>
        <DayRangePicker style={{ width: 260 }} />
      </Form.Item>
    </>
  );
}
