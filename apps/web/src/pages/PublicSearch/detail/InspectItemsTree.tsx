import { Descriptions } from 'antd';
import type { InspectItem } from '@gcs/contracts';

/** Items with children become a titled group; leaves are name/value pairs. */
function InspectItemGroup({ items, level }: { items: readonly InspectItem[]; level: number }) {
  const leaves = items.filter((item) => !item.children || item.children.length === 0);
  const groups = items.filter((item) => item.children && item.children.length > 0);
  return (
    <div className="inspect-items" data-level={level}>
      {leaves.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
          items={leaves.map((item, position) => ({
            key: `${item.name}-${position}`,
            label: item.name,
            children: item.value ?? '—',
          }))}
        />
      )}
      {groups.map((group, position) => (
        <section key={`${group.name}-${position}`} className="inspect-items__group">
          <h4 className="inspect-items__title">
            {group.name}
            {group.value ? <span className="inspect-items__value">：{group.value}</span> : null}
          </h4>
          <InspectItemGroup items={group.children ?? []} level={level + 1} />
        </section>
      ))}
    </div>
  );
}

/** The dynamic inspection form (inspectItemsJson) as a nested tree of name/value/children. */
export function InspectItemsTree({ items }: { items: readonly InspectItem[] }) {
  return (
    <section aria-label="检验项目">
      <h3 className="inspect-items__heading">检验项目</h3>
      <InspectItemGroup items={items} level={0} />
    </section>
  );
}
