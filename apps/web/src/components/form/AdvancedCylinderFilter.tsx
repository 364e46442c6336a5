import { useState, type ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { Badge, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import {
  CylinderCategory,
  belongTypeLabel,
  cylinderCategoryLabels,
  cylinderStatusLabels,
  stationTypeLabels,
} from '@gcs/contracts';
import { DayRangePicker } from './DayRangePicker';
import { MonthRangePicker } from './MonthRangePicker';
import { NumberRangeInput, numberRangeProblem } from './NumberRangeInput';
import { RegulatorTreeSelect } from './RegulatorTreeSelect';
import { StationSelect } from './StationSelect';
import { useDropDownOptions } from './useDropDownOptions';
import { useStationSelectMode, useUserAreaCode } from './useStaticConfig';
import {
  advancedConditionCount,
  filterFromForm,
  type CylinderFilterFormValues,
  type CylinderFilterQuery,
  type StationParam,
} from './cylinderFilterForm';

export interface AdvancedCylinderFilterProps {
  /** 查询: the filter with the contract's names (spec 02 section 3.10), empty values dropped. */
  onSearch: (filter: CylinderFilterQuery) => void;
  /** 重置 also searches again with the initial values; this is called first. */
  onReset?: () => void;
  /** The page's category (液化 1, 工业 2, 车用 3); without it the form offers a 气瓶类别 choice, 1 by default. */
  category?: CylinderCategory;
  /** Where the chosen station goes when one is chosen: StationId (default) or fillingStationId. */
  stationParam?: StationParam;
  initialValues?: CylinderFilterFormValues;
  loading?: boolean;
  /** Open the advanced part at first. */
  defaultExpanded?: boolean;
  /** The area whose station-selector rules apply; the user's by default. */
  areaCode?: string;
  /** More buttons after 查询 / 重置 (export, column settings ...). */
  extra?: ReactNode;
}

const basicNames = ['Barcode', 'SerialNumber', 'StationId', 'StationIds', 'fillingStationId', 'CylinderStatus'];
const options = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const ranges = [
  { name: 'pressure', label: '公称工作压力', unit: 'MPa' },
  { name: 'volume', label: '容积', unit: 'L' },
  { name: 'wallThickness', label: '壁厚', unit: 'mm' },
] as const;
const months = [
  { name: 'makeDate', label: '制造年月' },
  { name: 'lastInspectionDate', label: '上次检验日期' },
  { name: 'nextInspectionDate', label: '下次检验日期' },
  { name: 'scrapDate', label: '报废日期' },
] as const;
const cell = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/**
 * The advanced cylinder query (spec 02 section 3.10): a basic row (barcode, serial number, station, status) and an
 * 高级查询 part with every other field; vehicle-only fields appear for vehicle cylinders.
 */
export function AdvancedCylinderFilter({
  onSearch,
  onReset,
  category,
  stationParam = 'StationId',
  initialValues = {},
  loading,
  defaultExpanded = false,
  areaCode,
  extra,
}: AdvancedCylinderFilterProps) {
  const [form] = Form.useForm<CylinderFilterFormValues>();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const userArea = useUserAreaCode();
  const area = areaCode ?? userArea;
  const stationMode = useStationSelectMode(area);
  const chosenCategory = Form.useWatch('CylinderCategory', { form, preserve: true });
  const effectiveCategory = category ?? chosenCategory ?? CylinderCategory.Liquefied;
  const regulatorId = Form.useWatch('RegulatorId', { form, preserve: true });
  const stationType = Form.useWatch('StationType', { form, preserve: true });
  const vendors = useDropDownOptions('cylinderVendor', effectiveCategory);
  const types = useDropDownOptions('cylinderType', effectiveCategory);
  const specs = useDropDownOptions('cylinderSpec', effectiveCategory);
  const media = useDropDownOptions('fillingMedium', effectiveCategory);

  const translate = (values: CylinderFilterFormValues) => filterFromForm(values, { category, stationParam });

  const search = () => {
    const values = form.getFieldsValue(true) as CylinderFilterFormValues;
    const broken = ranges.some((range) => numberRangeProblem(values[range.name]) !== null);
    if (broken) {
      setExpanded(true);
      return;
    }
    onSearch(translate(values));
  };
  const reset = () => {
    form.resetFields();
    onReset?.();
    onSearch(translate(initialValues));
  };

  const select = (
    name: keyof CylinderFilterFormValues,
    label: string,
    choices: { value: number | string; label: string }[],
  ) => (
    <Col {...cell} key={name}>
      <Form.Item name={name} label={label}>
        <Select options={choices} allowClear placeholder="全部" showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
    </Col>
  );
  const text = (name: keyof CylinderFilterFormValues, label: string) => (
    <Col {...cell} key={name}>
      <Form.Item name={name} label={label}>
        <Input allowClear placeholder={label} maxLength={64} />
      </Form.Item>
    </Col>
  );
  const valueOptions = (list: { value: number; label: string }[]) => list.map(({ value, label }) => ({ value, label }));

  return (
    <Form<CylinderFilterFormValues>
      form={form}
      initialValues={initialValues}
      labelCol={{ flex: '110px' }}
      labelWrap
      onFinish={search}
      aria-label="气瓶档案查询条件"
    >
      <Row gutter={16}>
        {text('Barcode', '气瓶条码')}
        {text('SerialNumber', '出厂编号')}
        <Col {...cell}>
          <Form.Item name="station" label="充装单位">
            <StationSelect
              areaCode={area}
              regulatorIds={regulatorId ? [regulatorId] : undefined}
              stationType={stationType}
            />
          </Form.Item>
        </Col>
        {select('CylinderStatus', '气瓶状态', options(cylinderStatusLabels))}
      </Row>
      {expanded && (
        <Row gutter={16}>
          {category === undefined && select('CylinderCategory', '气瓶类别', options(cylinderCategoryLabels))}
          <Col {...cell}>
            <Form.Item name="RegulatorId" label="监管单位">
              <RegulatorTreeSelect />
            </Form.Item>
          </Col>
          {stationMode.withStationType && select('StationType', '站点类型', options(stationTypeLabels))}
          {select('VendorId', '制造单位', valueOptions(vendors))}
          {select('TypeId', '气瓶类型', valueOptions(types))}
          {select('MediumId', '充装介质', valueOptions(media))}
          {select(
            'Spec',
            '规格型号',
            specs.map((spec) => ({ value: spec.label, label: spec.label })),
          )}
          {text('SelfCode', '自有编号')}
          {text('RecordEntityName', '建档单位')}
          {text('RecordMan', '建档人')}
          {text('CylinderRemark', '备注')}
          {effectiveCategory === CylinderCategory.Vehicle && text('PlateNum', '车牌号')}
          {effectiveCategory === CylinderCategory.Vehicle && text('VcType', '车辆类型')}
          {select(
            'BelongType',
            '产权性质',
            [0, 1, 2].map((value) => ({ value, label: belongTypeLabel(value, area) })),
          )}
          {select('IsIssued', '发证状态', [
            { value: 1, label: '已发证' },
            { value: 0, label: '未发证' },
          ])}
          {select('Isvalid', '有效状态', [
            { value: '', label: '全部' },
            { value: 1, label: '启用' },
            { value: 0, label: '停用' },
          ])}
          {select('IsInstalledPressureRetainingValue', '是否安装保压阀', [
            { value: 2, label: '未选择' },
            { value: 1, label: '是' },
            { value: 0, label: '否' },
          ])}
          {months.map((month) => (
            <Col {...cell} key={month.name}>
              <Form.Item name={month.name} label={month.label}>
                <MonthRangePicker />
              </Form.Item>
            </Col>
          ))}
          <Col {...cell}>
            <Form.Item name="reportTime" label="上报时间">
              <DayRangePicker />
            </Form.Item>
          </Col>
          <Col {...cell}>
            <Form.Item name="lastModifyTime" label="最后修改时间">
              <DayRangePicker />
            </Form.Item>
          </Col>
          {ranges.map((range) => (
            <Col {...cell} key={range.name}>
              <Form.Item name={range.name} label={`${range.label}(${range.unit})`}>
                <NumberRangeInput label={range.label} unit={range.unit} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={loading}>
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
        <AdvancedCount form={form} translate={translate} hidden={expanded}>
          <Button
            type="link"
            onClick={() => setExpanded((open) => !open)}
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
            aria-expanded={expanded}
          >
            高级查询
          </Button>
        </AdvancedCount>
        {extra}
      </Space>
    </Form>
  );
}

/**
 * How many advanced conditions are set, on the collapsed 高级查询 toggle. Its own component, so that typing in the
 * form re-renders the badge only, not every field.
 */
function AdvancedCount({
  form,
  translate,
  hidden,
  children,
}: {
  form: FormInstance<CylinderFilterFormValues>;
  translate: (values: CylinderFilterFormValues) => CylinderFilterQuery;
  hidden: boolean;
  children: ReactNode;
}) {
  const values = Form.useWatch([], { form, preserve: true }) as CylinderFilterFormValues | undefined;
  const count = hidden ? 0 : advancedConditionCount(translate(values ?? {}), basicNames);
  return (
    <Badge count={count} size="small" title={count > 0 ? `已设置${count}项高级条件` : undefined}>
      {children}
    </Badge>
  );
}
