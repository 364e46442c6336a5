import { useState } from 'react';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { TableColumn } from '@gcs/contracts';
import { canMove, moveColumn, sequenceCodes, setShown, visibleColumns } from './columnChoice';

export interface ColumnSettingsProps {
  /** Every column in the shown order (useColumnConfig's `columns`). */
  columns: readonly TableColumn[];
  onChange: (columns: TableColumn[]) => void;
  onReset: () => void;
}

/** 列设置: show or hide each column and move it up or down; 恢复默认 forgets the user's choice. */
export function ColumnSettings({ columns, onChange, onReset }: ColumnSettingsProps) {
  const [open, setOpen] = useState(false);
  const shownCount = visibleColumns(columns).length;

  const content = (
    <div style={{ minWidth: 220 }}>
      <ul aria-label="列设置" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
        {columns.map((column) => {
          const isLastShown = column.isDisplay && shownCount === 1;
          const fixed = sequenceCodes.includes(column.code);
          return (
            <Flex component="li" key={column.code} justify="space-between" align="center" gap={8}>
              <Checkbox
                checked={column.isDisplay}
                disabled={isLastShown}
                onChange={(event) => onChange(setShown(columns, column.code, event.target.checked))}
              >
                {column.title}
              </Checkbox>
              {!fixed && (
                <span>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移 ${column.title}`}
                    disabled={!canMove(columns, column.code, -1)}
                    onClick={() => onChange(moveColumn(columns, column.code, -1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移 ${column.title}`}
                    disabled={!canMove(columns, column.code, 1)}
                    onClick={() => onChange(moveColumn(columns, column.code, 1))}
                  />
                </span>
              )}
            </Flex>
          );
        })}
      </ul>
      <div style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', marginTop: 8, paddingTop: 8, textAlign: 'right' }}>
        <Button size="small" onClick={onReset}>
          恢复默认
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      title="列设置"
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
