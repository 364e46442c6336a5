import { auditInfoFields, basicInfoFields } from './basicInfoFields';
import { FieldList } from './FieldList';
import { useCylinderDetail } from './queries';
import { TabState } from './TabState';

export function BasicInfoTab({ cylinderId, areaCode }: { cylinderId: string; areaCode: string }) {
  const detail = useCylinderDetail(cylinderId);
  return (
    <TabState loading={detail.isPending} empty={!detail.data}>
      {detail.data && <FieldList fields={basicInfoFields(detail.data, areaCode)} />}
    </TabState>
  );
}

export function AuditInfoTab({ cylinderId }: { cylinderId: string }) {
  const detail = useCylinderDetail(cylinderId);
  return (
    <TabState loading={detail.isPending} empty={!detail.data}>
      {detail.data && <FieldList fields={auditInfoFields(detail.data)} />}
    </TabState>
  );
}
