import { Card } from 'antd';
import { useLocation } from 'react-router-dom';
import { archivePageConfig } from './archivePages';
import { ArchiveTable } from './ArchiveTable';

/**
 * The archive pages (spec 02 sections 3.10 and 3.11): DocQuery of the three areas, VcDocQuery (vehicle list),
 * DocManagement and the vehicle CylinderList (management, with 新建档案, 批量导入 and 批量删除). The registry entry of
 * the path gives the category, the list call, the columns and whether the page manages archives.
 */
export function ArchiveQueryPage() {
  const { pathname } = useLocation();
  const config = archivePageConfig(pathname);
  return (
    <Card variant="borderless">
      <ArchiveTable key={pathname.toLowerCase()} config={config} />
    </Card>
  );
}
