import { Button, Col, Input, Row } from 'antd';
import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { SearchConditions } from './searchConditions';

export const basicConditionFields = [
  { key: 'SerialNumber', label: '出厂编号' },
  { key: 'Barcode', label: '气瓶条码' },
  { key: 'SelfCode', label: '自有编号' },
  { key: 'VendorBarcode', label: '制造单位条码' },
] as const satisfies readonly { key: keyof SearchConditions; label: string }[];

export interface SearchBarProps {
  conditions: SearchConditions;
  onChange: (key: keyof SearchConditions, value: string) => void;
  onSearch: () => void;
  onAdvanced: () => void;
  loading: boolean;
}

/** The four search boxes with the query and advanced-query buttons. */
export function SearchBar({ conditions, onChange, onSearch, onAdvanced, loading }: SearchBarProps) {
  return (
    <form
      className="public-search__form"
      role="search"
      aria-label="气瓶档案查询条件"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Row gutter={[12, 12]} align="middle">
        {basicConditionFields.map((field) => (
          <Col key={field.key} xs={24} sm={12} lg={5}>
            <Input
              aria-label={field.label}
              placeholder={field.label}
              value={conditions[field.key]}
              allowClear
              maxLength={64}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          </Col>
        ))}
        <Col xs={24} lg={4} className="public-search__actions">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />} loading={loading}>
            查询
          </Button>
          <Button icon={<FilterOutlined aria-hidden="true" />} onClick={onAdvanced}>
            高级查询
          </Button>
        </Col>
      </Row>
    </form>
  );
}
