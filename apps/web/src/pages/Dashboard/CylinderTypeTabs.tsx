import { dashboardCylinderTypes } from '@gcs/contracts';
import type { DashboardCylinderType } from './dashboardSelection';

/** The four cylinder-type tabs: 全部 (no type), 液化气瓶 (1), 工业气瓶 (2), 车用气瓶 (3). */
export function CylinderTypeTabs({
  value,
  onPick,
  className = 'dashboard-tabs',
}: {
  value: DashboardCylinderType;
  onPick: (cylinderType: DashboardCylinderType) => void;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label="气瓶类型" className={className}>
      {dashboardCylinderTypes.map((type) => (
        <button
          key={type.label}
          type="button"
          role="tab"
          aria-selected={type.value === value}
          className={type.value === value ? `${className}__tab ${className}__tab--active` : `${className}__tab`}
          onClick={() => onPick(type.value)}
        >
          {type.label}
        </button>
      ))}
    </div>
  );
}
