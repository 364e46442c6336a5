import { Card, Tabs } from 'antd';
import { CrudTable } from './CrudTable';
import {
  allCylinderTypeDefinition,
  mediumDefinition,
  specDefinition,
  vehicleCylinderTypeDefinition,
  vehicleTypeDefinition,
  vendorDefinition,
} from './definitions';

/** /VehicleCylinder/TypeManagement: vehicle types with their durable years and inspection period. */
export function VehicleTypePage() {
  return (
    <Card variant="borderless">
      <CrudTable definition={vehicleTypeDefinition} />
    </Card>
  );
}

/** /VehicleCylinder/CylinderType: cylinder types by category (the vehicle category first). */
export function CylinderTypePage() {
  return (
    <Card variant="borderless">
      <CrudTable definition={vehicleCylinderTypeDefinition} />
    </Card>
  );
}

/** /Setting/ReferenceData: makers, media, cylinder types and specs. */
export function ReferenceDataPage() {
  return (
    <Card variant="borderless">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'vendor', label: '制造单位', children: <CrudTable definition={vendorDefinition} /> },
          { key: 'medium', label: '充装介质', children: <CrudTable definition={mediumDefinition} /> },
          { key: 'type', label: '气瓶类型', children: <CrudTable definition={allCylinderTypeDefinition} /> },
          { key: 'spec', label: '气瓶规格', children: <CrudTable definition={specDefinition} /> },
        ]}
      />
    </Card>
  );
}
