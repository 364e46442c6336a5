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
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import {
  CylinderCategory,
  CylinderStatus,
  belongTypeLabel,
  cylinderFieldLabels as L,
  cylinderStatusLabels,
  type CylinderDetail,
  type DropDownOption,
} from '@gcs/contracts';
import { useApi } from '../../../api/ApiContext';
import { ImageUpload } from '../../../components/form/ImageUpload';
import { StationSelect } from '../../../components/form/StationSelect';
import { useDropDownOptions } from '../../../components/form/useDropDownOptions';
import { useUserAreaCode } from '../../../components/form/useStaticConfig';
import { isAfterThisMonth, isAfterToday, proofMaterialOptions, type ArchiveFormValues } from './archiveFormValues';

/** Chinese messages of the registration form's own checks (the server checks again). */
export const archiveFormMessages = {
  barcodeRequired: '请输入气瓶条码',
  barcodeSpaces: '气瓶条码不能包含空格',
  stationRequired: '请选择充装单位',
  vendorRequired: '请选择制造单位',
  serialNumberRequired: '请输入出厂编号',
  typeRequired: '请选择气瓶类型',
  mediumRequired: '请选择充装介质',
  specRequired: '请选择规格型号',
  makeDateRequired: '请选择制造年月',
  inspectionBeforeMake: `${L.lastInspectionDate}不能早于${L.makeDate}`,
} as const;

const cell = { xs: 24, md: 12, xl: 8 };
const monthFormat = 'YYYY-MM';
const maxText = (label: string, max: number) => ({ max, message: `${label}不能超过${max}个字符` });

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
  max = 64,
  required,
}: {
  name: keyof ArchiveFormValues;
  label: string;
  max?: number;
  required?: string;
}) {
  return (
    <Col {...cell}>
      <Form.Item
        name={name}
        label={label}
        rules={[...(required ? [{ required: true, whitespace: true, message: required }] : []), maxText(label, max)]}
      >
        <Input allowClear maxLength={max} placeholder={`请输入${label}`} />
      </Form.Item>
    </Col>
  );
}

function NumberField({
  name,
  label,
  unit,
  max,
}: {
  name: keyof ArchiveFormValues;
  label: string;
  unit: string;
  max: number;
}) {
  return (
    <Col {...cell}>
      <Form.Item name={name} label={label}>
        <InputNumber
          min={0}
          max={max}
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

  const select = (
    name: keyof ArchiveFormValues,
    label: string,
    options: { value: number; label: string }[],
    required?: string,
  ) => (
    <Col {...cell}>
      <Form.Item name={name} label={label} rules={required ? [{ required: true, message: required }] : undefined}>
        <Select
          options={options}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`请选择${label}`}
        />
      </Form.Item>
    </Col>
  );
  const month = (name: keyof ArchiveFormValues, label: string, extraRules: object[] = []) => (
    <Col {...cell}>
      <Form.Item name={name} label={label} rules={extraRules}>
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
          <Form.Item
            name="barcode"
            label={L.barcode}
            rules={[
              { required: true, whitespace: true, message: archiveFormMessages.barcodeRequired },
              { pattern: /^\S*$/, message: archiveFormMessages.barcodeSpaces },
              maxText(L.barcode, 64),
            ]}
          >
            <Input allowClear maxLength={64} placeholder="请输入气瓶条码" />
          </Form.Item>
        </Col>
        {chooseStation && (
          <Col {...cell}>
            <Form.Item
              name="stationId"
              label={L.stationId}
              rules={[{ required: true, message: archiveFormMessages.stationRequired }]}
            >
              <StationSelect multiple={false} />
            </Form.Item>
          </Col>
        )}
        {select(
          'vendorId',
          L.vendorId,
          withCurrent(vendors, editing?.vendorId, editing?.vendorName),
          archiveFormMessages.vendorRequired,
        )}
        <TextField name="serialNumber" label={L.serialNumber} required={archiveFormMessages.serialNumberRequired} />
        <TextField name="vendorBarcode" label={L.vendorBarcode} />
        <TextField name="selfCode" label={L.selfCode} />
        {month('makeDate', L.makeDate, [{ required: true, message: archiveFormMessages.makeDateRequired }])}
        {month('lastInspectionDate', L.lastInspectionDate, [
          ({ getFieldValue }: FormInstance<ArchiveFormValues>) => ({
            validator: (_: unknown, value: Dayjs | null | undefined) => {
              const made = getFieldValue('makeDate') as Dayjs | null | undefined;
              if (value && made && value.isBefore(made, 'month')) {
                return Promise.reject(new Error(archiveFormMessages.inspectionBeforeMake));
              }
              return Promise.resolve();
            },
          }),
        ])}
        {editing &&
          select(
            'status',
            L.status,
            Object.entries(cylinderStatusLabels)
              .filter(([value]) => Number(value) !== CylinderStatus.Deleted)
              .map(([value, label]) => ({ value: Number(value), label })),
          )}
        <Col xs={24}>
          <Form.Item name="cylinderRemark" label={L.cylinderRemark} rules={[maxText(L.cylinderRemark, 512)]}>
            <Input.TextArea rows={2} maxLength={512} placeholder="请输入备注" />
          </Form.Item>
        </Col>
      </Section>

      <Section title="技术参数">
        {select(
          'typeId',
          L.typeId,
          withCurrent(types, editing?.typeId, editing?.typeName),
          archiveFormMessages.typeRequired,
        )}
        {select(
          'mediumId',
          L.mediumId,
          withCurrent(media, editing?.mediumId, editing?.mediumName),
          archiveFormMessages.mediumRequired,
        )}
        {select(
          'specId',
          L.specId,
          withCurrent(specs, editing?.specId, editing?.spec),
          archiveFormMessages.specRequired,
        )}
        <NumberField name="nominalWorkingPressure" label="公称工作压力" unit="MPa" max={1000} />
        <NumberField name="volume" label="容积" unit="L" max={100_000} />
        <NumberField name="wallThickness" label="壁厚" unit="mm" max={100} />
        <TextField name="productStandard" label={L.productStandard} />
      </Section>

      <Section title="产权与证明材料">
        <Col {...cell}>
          <Form.Item name="belongType" label={L.belongType}>
            <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: belongTypeLabel(value, areaCode) }))} />
          </Form.Item>
        </Col>
        <TextField name="registerCode" label={L.registerCode} />
        <Col xs={24}>
          <Form.Item name="proofMaterial" label={L.proofMaterial}>
            <Checkbox.Group options={proofMaterialOptions} />
          </Form.Item>
        </Col>
      </Section>

      <Section title="阀门信息">
        <TextField name="valveVendorName" label={L.valveVendorName} max={128} />
        <TextField name="valveModel" label={L.valveModel} />
        <TextField name="valveSerialNumber" label={L.valveSerialNumber} />
        {month('valveMakeDate', L.valveMakeDate)}
        <Col {...cell}>
          <Form.Item name="isInstalledPressureRetainingValve" label={L.isInstalledPressureRetainingValve}>
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
          <TextField name="plateNum" label={L.plateNum} max={16} />
          {select(
            'vehicleTypeId',
            L.vehicleTypeId,
            withCurrent(vehicleTypes, editing?.vehicleTypeId, editing?.vcTypeNmae),
          )}
          <Col {...cell}>
            <Form.Item name="departmentName" label="使用单位" rules={[maxText('使用单位', 128)]}>
              <AutoComplete
                allowClear
                options={(departments.data?.list ?? []).map((option) => ({ value: option.value }))}
                placeholder="请输入使用单位"
                filterOption={(input, option) => String(option?.value ?? '').includes(input)}
              />
            </Form.Item>
          </Col>
          <TextField name="installEntityName" label={L.installEntityName} max={128} />
          <Col {...cell}>
            <Form.Item name="installDate" label={L.installDate}>
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
          <Form.Item name="archiveImages" label={L.archiveImageIds} extra="支持 PNG、JPG 格式，单张不超过5MB">
            <ImageUpload maxCount={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="otherImages" label="其他图片" extra="支持 PNG、JPG 格式，单张不超过5MB">
            <ImageUpload maxCount={20} />
          </Form.Item>
        </Col>
      </Section>
    </Form>
  );
}
