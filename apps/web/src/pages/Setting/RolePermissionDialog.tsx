import { useContext, useEffect, useMemo, useState, type Key } from 'react';
import { Alert, App, Modal, Spin, Tree, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { menuApi, roleApi } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { flattenMenuRoutes } from '../../app/guard/menuRoutes';
import { SessionContext } from '../../app/session/SessionContext';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext } from '../../lists/actionTypes';
import { answerText } from '../../components/feedback';
import { checkedLeaves, permissionTree } from './rolePermissionTree';

export const permissionTexts = {
  notHeld: '灰色的菜单您自己没有权限，不能授予或收回。',
  saved: '菜单权限已保存，该角色的用户下次操作时即按新权限显示菜单',
} as const;

/**
 * 菜单权限: the whole menu tree as a checkable tree, the role's menus checked (a group checks its children). Saving
 * sends the checked and half-checked entries; the server adds the groups above and refuses menus the user lacks.
 */
export function RolePermissionDialog({ row, onClose, onDone }: ActionContext) {
  const api = useApi();
  const { message } = App.useApp();
  const session = useContext(SessionContext);
  const roleId = Number(row?.id);
  const roleName = String(row?.roleName ?? '');
  const tree = useQuery({
    queryKey: ['menu', 'tree'],
    queryFn: ({ signal }) => api.send(menuApi.tree, { signal }),
    retry: false,
  });
  const permission = useQuery({
    queryKey: ['role', 'permission', roleId],
    queryFn: ({ signal }) => api.send(roleApi.permission, { query: { RoleId: roleId }, signal }),
    retry: false,
  });
  const [checked, setChecked] = useState<Key[]>([]);
  const [halfChecked, setHalfChecked] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);

  const nodes = tree.data?.list;
  const holds = useMemo(() => {
    if (session?.user.isSystemManager) return () => true;
    const codes = new Set(flattenMenuRoutes(session?.routes ?? []).map((route) => route.code));
    return (code: string) => codes.has(code);
  }, [session]);
  const treeData = useMemo(() => (nodes ? permissionTree(nodes, holds) : []), [nodes, holds]);
  const allHeld = !nodes || nodes.every((node) => holds(node.menuCode));

  useEffect(() => {
    if (nodes && permission.data) setChecked(checkedLeaves(nodes, permission.data.data.menuCodes));
  }, [nodes, permission.data]);

  const save = async () => {
    setSaving(true);
    try {
      const answer = await api.send(roleApi.updatePermission, {
        body: { RoleId: roleId, menuCodes: [...new Set([...checked, ...halfChecked].map(String))] },
      });
      void message.success(answerText(answer, permissionTexts.saved));
      onDone();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const loading = tree.isPending || permission.isPending;
  const failure = tree.error ?? permission.error;
  return (
    <Modal
      open
      title={`菜单权限 - ${roleName}`}
      okText="保存"
      cancelText="取消"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || failure !== null }}
      width={560}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon message={errorText(failure)} />}
      {!allHeld && <Typography.Paragraph type="secondary">{permissionTexts.notHeld}</Typography.Paragraph>}
      {loading && !failure ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys, info) => {
              setChecked(Array.isArray(keys) ? keys : keys.checked);
              setHalfChecked(info.halfCheckedKeys ?? []);
            }}
            aria-label="菜单树"
          />
        </div>
      )}
    </Modal>
  );
}
