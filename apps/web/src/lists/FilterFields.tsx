import { useContext } from 'react';
import { Form, Input, Select } from 'antd';
import { BelongToType, type FilterField, type FormFilterField } from '@gcs/contracts';
import { SessionContext } from '../app/session/SessionContext';
import { DayRangePicker } from '../components/form/DayRangePicker';
import { InspectStationSelect } from '../components/form/InspectStationSelect';
import { MenuTreeSelect } from '../components/form/MenuTreeSelect';
import { MonthRangePicker } from '../components/form/MonthRangePicker';
import { NumberRangeInput } from '../components/form/NumberRangeInput';
import { RegionSelect } from '../components/form/RegionSelect';
import { RegulatorTreeSelect } from '../components/form/RegulatorTreeSelect';
import { StationSelect } from '../components/form/StationSelect';
import { formFieldOf } from './filterQuery';
import { RoleSelect } from './record/LookupSelect';

/** What Form.Item hands its control: id, value and onChange (passed on to the widget). */
type Control = Record<string, unknown>;

function FilterWidget({ field, ...control }: { field: FormFilterField } & Control) {
  const style = field.width ? { width: field.width } : undefined;
  switch (field.kind) {
    case 'text':
      return <Input {...control} allowClear maxLength={field.maxLength} placeholder={field.label} style={style} />;
    case 'select':
      return (
        <Select
          {...control}
          allowClear
          placeholder="全部"
          style={style}
          options={Object.entries(field.options).map(([value, label]) => ({ value: Number(value), label }))}
        />
      );
    case 'station':
      return <StationSelect {...control} multiple={false} style={style} />;
    case 'regulator':
      return <RegulatorTreeSelect {...control} style={style} />;
    case 'region':
      return <RegionSelect {...control} style={style} />;
    case 'inspectStation':
      return <InspectStationSelect {...control} style={style ?? { width: 240 }} placeholder="全部" />;
    case 'dayRange':
      return <DayRangePicker {...control} style={style} />;
    case 'monthRange':
      return <MonthRangePicker {...control} style={style} />;
    case 'numberRange':
      return <NumberRangeInput {...control} label={field.label} unit={field.unit} style={style} />;
    case 'role':
      return <RoleSelect {...control} label={field.label} emptyLabel="全部" style={style} />;
    case 'menuTree':
      return <MenuTreeSelect {...control} maxLevel={field.maxLevel} placeholder="一级菜单" style={style} />;
  }
}

/**
 * The Form.Items of a definition's filter widgets, in its order. A filling station's account sees only its own
 * station, so it is offered no 监管单位 or 充装单位 to choose.
 */
export function FilterFields({ fields }: { fields: readonly FilterField[] }) {
  const ownStationOnly = useContext(SessionContext)?.user.belongToType === BelongToType.FillingStation;
  return fields.map((field) =>
    field.kind === 'cylinder' || (ownStationOnly && (field.kind === 'regulator' || field.kind === 'station')) ? null : (
      <Form.Item key={formFieldOf(field)} name={formFieldOf(field)} label={field.label}>
        <FilterWidget field={field} />
      </Form.Item>
    ),
  );
}
