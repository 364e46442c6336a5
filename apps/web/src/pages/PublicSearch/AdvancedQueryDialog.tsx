import { Button, Col, DatePicker, Form, Input, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { basicConditionFields } from './SearchBar';
import type { SearchConditions } from './searchConditions';

const monthFormat = 'YYYY-MM';

type MonthKey = 'MakeDateStart' | 'MakeDateEnd' | 'NextInspectionDateStart' | 'NextInspectionDateEnd';

const monthRanges: readonly { label: string; start: MonthKey; end: MonthKey }[] = [
  { label: '制造年月', start: 'MakeDateStart', end: 'MakeDateEnd' },
  { label: '下次检验日期', start: 'NextInspectionDateStart', end: 'NextInspectionDateEnd' },
];

function toMonth(value: string): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, monthFormat);
  return parsed.isValid() ? parsed : null;
}

export interface AdvancedQueryDialogProps {
  open: boolean;
  conditions: SearchConditions;
  onChange: (key: keyof SearchConditions, value: string) => void;
  onSearch: () => void;
  onReset: () => void;
  onClose: () => void;
}

/** Advanced query: plate number, manufacture month range and next-inspection month range, plus the four boxes. */
export function AdvancedQueryDialog({
  open,
  conditions,
  onChange,
  onSearch,
  onReset,
  onClose,
}: AdvancedQueryDialogProps) {
  return (
    <Modal
      open={open}
      title="高级查询"
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="reset" onClick={onReset}>
          重置
        </Button>,
        <Button key="search" type="primary" onClick={onSearch}>
          查询
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          {basicConditionFields.map((field) => (
            <Col key={field.key} xs={24} sm={12}>
              <Form.Item label={field.label} htmlFor={`advanced-${field.key}`}>
                <Input
                  id={`advanced-${field.key}`}
                  placeholder={`请输入${field.label}`}
                  value={conditions[field.key]}
                  allowClear
                  maxLength={64}
                  onChange={(event) => onChange(field.key, event.target.value)}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item label="车牌号" htmlFor="advanced-PlateNum">
              <Input
                id="advanced-PlateNum"
                placeholder="请输入车牌号"
                value={conditions.PlateNum}
                allowClear
                maxLength={16}
                onChange={(event) => onChange('PlateNum', event.target.value)}
              />
            </Form.Item>
          </Col>
          {monthRanges.map((range) => (
            <Col key={range.start} xs={24}>
              <Form.Item label={range.label}>
                <div className="month-range">
                  <DatePicker
                    picker="month"
                    format={monthFormat}
                    aria-label={`${range.label}起`}
                    placeholder={`${range.label}起`}
                    value={toMonth(conditions[range.start])}
                    onChange={(value) => onChange(range.start, value ? value.format(monthFormat) : '')}
                  />
                  <span className="month-range__separator">至</span>
                  <DatePicker
                    picker="month"
                    format={monthFormat}
                    aria-label={`${range.label}止`}
                    placeholder={`${range.label}止`}
                    value={toMonth(conditions[range.end])}
                    onChange={(value) => onChange(range.end, value ? value.format(monthFormat) : '')}
                  />
                </div>
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
