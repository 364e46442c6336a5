import type { ReactNode } from 'react';
import {
  AutoComplete,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  CylinderCategory,
  CylinderStatus,
  belongTypeLabel,
  cylinderFieldLabels as L,
  cylinderStatusLabels,
  maxArchiveImages,
  registrationMeasureLimits,
  registrationTextLimits,
  type CylinderDetail,
  type DropDownOption,
} from '@gcs/contracts';
import { useApi } from '../../../api/ApiContext';
import { ImageUpload } from '../../../components/form/ImageUpload';
import { StationSelect } from '../../../components/form/StationSelect';
import { useDropDownOptions } from '../../../components/form/useDropDownOptions';
import { useUserAreaCode } from '../../../components/form/useStaticConfig';
import { archiveFieldRules } from './archiveFormRules';
import { isAfterThisMonth, isAfterToday, proofMaterialOptions, type ArchiveFormValues } from './archiveFormValues';

const cell = { xs: 24, md: 12, xl: 8 };
const monthFormat = 'YYYY-MM';

/** The rules, required mark and dependencies of a field, all from the contract (see archiveFieldRules). */
type FieldRules = ReturnType<typeof archiveFieldRules>;

/** The valid options plus the archive's current entry (it may since have been disabled). */
function withCurrent(
  options: readonly DropDownOption[],
  id: number | null | undefined,
  name: string | null | undefined,
) {
  const list = options.map(({ value, label }) => ({ value, label }));
  if (id && !list.some((option) => option.value === id)) list.push({ value: id, label: name ?? String(id) });
  return list;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Divider titlePlacement="start" style={{ marginTop: 8 }}>
        {title}
      </Divider>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

function TextField({
  name,
  label,
  rulesOf,
}: {
  name: keyof ArchiveFormValues & keyof typeof registrationTextLimits;
  label: string;
  rulesOf: FieldRules;
}) {
  return (
    <Col {...cell}>
      <Form.Item name={name} label={label} {...rulesOf(name)}>
        <Input allowClear maxLength={registrationTextLimits[name]} placeholder={`请输入${label}`} />
      </Form.Item>
    </Col>
  );
}

function NumberField({
  name,
  label,
  unit,
  rulesOf,
}: {
  name: keyof typeof registrationMeasureLimits;
  label: string;
  unit: string;
  rulesOf: FieldRules;
}) {
  return (
    <Col {...cell}>
      <Form.Item name={name} label={label} {...rulesOf(name)}>
        <InputNumber
          min={0}
          max={registrationMeasureLimits[name]}
          precision={2}
          suffix={unit}
          style={{ width: '100%' }}
          placeholder={`请输入${label}`}
        />
      </Form.Item>
    </Col>
  );
}

export interface ArchiveFormProps {
  form: FormInstance<ArchiveFormValues>;
  category: CylinderCategory;
  /** The archive being edited (null when registering a new one). */
  editing: CylinderDetail | null;
  /** Regulators choose the station; a station user registers for its own. */
  chooseStation: boolean;
  initialValues: ArchiveFormValues;
  onFinish: (values: ArchiveFormValues) => void;
  /** Vehicle types (id and name) for vehicle cylinders. */
  vehicleTypes: readonly DropDownOption[];
}

/**
 * Every registrable field of spec 02 section 3.2, grouped: basic information, technical parameters, ownership and
 * proof materials, valve, vehicle (vehicle cylinders only) and pictures.
 */
export function ArchiveForm({
  form,
  category,
  editing,
  chooseStation,
  initialValues,
  onFinish,
  vehicleTypes,
}: ArchiveFormProps) {
  const api = useApi();
  const areaCode = useUserAreaCode();
  const vendors = useDropDownOptions('cylinderVendor', category);
  const types = useDropDownOptions('cylinderType', category);
  const media = useDropDownOptions('fillingMedium', category);
  const specs = useDropDownOptions('cylinderSpec', category);
  const isVehicle = category === CylinderCategory.Vehicle;
  const departments = useQuery({
    queryKey: ['dropDown', 'cylinderDepartment'],
    queryFn: ({ signal }) => api.dropDown.cylinderDepartment({ query: {}, signal }),
    enabled: isVehicle,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const rulesOf = archiveFieldRules({ category, editingId: editing?.id ?? null, chooseStation });
  const text = (name: Parameters<typeof TextField>[0]['name'], label: string) => (
    <TextField name={name} label={label} rulesOf={rulesOf} />
  );

  const select = (name: keyof ArchiveFormValues, label: string, options: { value: number; label: string }[]) => (
    <Col {...cell}>
      <Form.Item name={name} label={label} {...rulesOf(name)}>
        <Select
          options={options}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`请选择${label}`}
        />
      </Form.Item>
    </Col>
  );
  const month = (name: keyof ArchiveFormValues, label: string) => (
    <Col {...cell}>
      <Form.Item name={name} label={label} {...rulesOf(name)}>
        <DatePicker
          picker="month"
          format={monthFormat}
          disabledDate={isAfterThisMonth}
          style={{ width: '100%' }}
          placeholder={`请选择${label}`}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Form<ArchiveFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      aria-label={editing ? '编辑气瓶档案' : '新建气瓶档案'}
      scrollToFirstError
    >
      <Section title="基本信息">
        <Col {...cell}>
          <Form.Item name="barcode" label={L.barcode} {...rulesOf('barcode')}>
            <Input allowClear maxLength={registrationTextLimits.barcode} placeholder="请输入气瓶条码" />
          </Form.Item>
        </Col>
        {chooseStation && (
          <Col {...cell}>
            <Form.Item name="stationId" label={L.stationId} {...rulesOf('stationId')}>
              <StationSelect multiple={false} />
            </Form.Item>
          </Col>
        )}
        {select('vendorId', L.vendorId, withCurrent(vendors, editing?.vendorId, editing?.vendorName))}
        {text('serialNumber', L.serialNumber)}
        {text('vendorBarcode', L.vendorBarcode)}
        {text('selfCode', L.selfCode)}
        {month('makeDate', L.makeDate)}
        {month('lastInspectionDate', L.lastInspectionDate)}
        {editing &&
          select(
            'status',
            L.status,
            Object.entries(cylinderStatusLabels)
              .filter(([value]) => Number(value) !== CylinderStatus.Deleted)
              .map(([value, label]) => ({ value: Number(value), label })),
          )}
        <Col xs={24}>
          <Form.Item name="cylinderRemark" label={L.cylinderRemark} {...rulesOf('cylinderRemark')}>
            <Input.TextArea rows={2} maxLength={registrationTextLimits.cylinderRemark} placeholder="请输入备注" />
          </Form.Item>
        </Col>
      </Section>

      <Section title="技术参数">
        {select('typeId', L.typeId, withCurrent(types, editing?.typeId, editing?.typeName))}
        {select('mediumId', L.mediumId, withCurrent(media, editing?.mediumId, editing?.mediumName))}
        {select('specId', L.specId, withCurrent(specs, editing?.specId, editing?.spec))}
        <NumberField name="nominalWorkingPressure" label="公称工作压力" unit="MPa" rulesOf={rulesOf} />
        <NumberField name="volume" label="容积" unit="L" rulesOf={rulesOf} />
        <NumberField name="wallThickness" label="壁厚" unit="mm" rulesOf={rulesOf} />
        {text('productStandard', L.productStandard)}
      </Section>

      <Section title="产权与证明材料">
        <Col {...cell}>
          <Form.Item name="belongType" label={L.belongType} {...rulesOf('belongType')}>
            <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: belongTypeLabel(value, areaCode) }))} />
          </Form.Item>
        </Col>
        {text('registerCode', L.registerCode)}
        <Col xs={24}>
          <Form.Item name="proofMaterial" label={L.proofMaterial} {...rulesOf('proofMaterial')}>
            <Checkbox.Group options={proofMaterialOptions} />
          </Form.Item>
        </Col>
      </Section>

      <Section title="阀门信息">
        {text('valveVendorName', L.valveVendorName)}
        {text('valveModel', L.valveModel)}
        {text('valveSerialNumber', L.valveSerialNumber)}
        {month('valveMakeDate', L.valveMakeDate)}
        <Col {...cell}>
          <Form.Item
            name="isInstalledPressureRetainingValve"
            label={L.isInstalledPressureRetainingValve}
            {...rulesOf('isInstalledPressureRetainingValve')}
          >
            <Select
              allowClear
              placeholder="未填写"
              options={[
                { value: true, label: '是' },
                { value: false, label: '否' },
              ]}
            />
          </Form.Item>
        </Col>
      </Section>

      {isVehicle && (
        <Section title="车用信息">
          {text('plateNum', L.plateNum)}
          {select(
            'vehicleTypeId',
            L.vehicleTypeId,
            withCurrent(vehicleTypes, editing?.vehicleTypeId, editing?.vcTypeNmae),
          )}
          <Col {...cell}>
            <Form.Item name="departmentName" label="使用单位" {...rulesOf('departmentName')}>
              <AutoComplete
                allowClear
                options={(departments.data?.list ?? []).map((option) => ({ value: option.value }))}
                placeholder="请输入使用单位"
                filterOption={(input, option) => String(option?.value ?? '').includes(input)}
              />
            </Form.Item>
          </Col>
          {text('installEntityName', L.installEntityName)}
          <Col {...cell}>
            <Form.Item name="installDate" label={L.installDate} {...rulesOf('installDate')}>
              <DatePicker disabledDate={isAfterToday} style={{ width: '100%' }} placeholder="请选择安装日期" />
            </Form.Item>
          </Col>
        </Section>
      )}

      <Section title="图片">
        {editing && (
          <Col xs={24}>
            <Typography.Paragraph type="secondary">
              不上传新图片时原有图片保持不变；上传新图片后，该类图片将替换为本次上传的图片。
            </Typography.Paragraph>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item
            name="archiveImages"
            label={L.archiveImageIds}
            extra="支持 PNG、JPG 格式，单张不超过5MB"
            {...rulesOf('archiveImages')}
          >
            <ImageUpload maxCount={maxArchiveImages} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="otherImages"
            label="其他图片"
            extra="支持 PNG、JPG 格式，单张不超过5MB"
            {...rulesOf('otherImages')}
          >
            <ImageUpload maxCount={maxArchiveImages} />
          </Form.Item>
        </Col>
      </Section>
    </Form>
  );
}
