import { refreshListsShowing } from '../../../lists/listQueries';
import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Form, Result, Space, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CylinderCategory, messages, type CylinderDetail, type CylinderValveInfo } from '@gcs/contracts';
import { useApi } from '../../../api/ApiContext';
import { errorText } from '../../../components/table/DataTable';
import { describeDateRule } from '../detail/archiveDetailFields';
import { useArchiveDetail, useArchiveValve } from '../detail/queries';
import { useArchivePermissions } from '../useArchivePermissions';
import { ArchiveForm } from './ArchiveForm';
import { toAddBody, toUpdateBody, valuesFromDetail, type ArchiveFormValues } from './archiveFormValues';

/** Which archive the drawer works on: 'new' registers one, a number edits that archive, null is closed. */
export type ArchiveFormTarget = 'new' | number | null;

export interface ArchiveFormDrawerProps {
  target: ArchiveFormTarget;
  category: CylinderCategory;
  onClose: () => void;
}

const newArchiveValues: ArchiveFormValues = { belongType: 0, proofMaterial: [], archiveImages: [], otherImages: [] };

/** After saving: the dates the server computed from the rule table, and the rule version that gave them. */
function SavedResult({ id, title, actions }: { id: number; title: string; actions: ReactNode }) {
  const detail = useArchiveDetail(id);
  const data = detail.data;
  return (
    <Result status="success" title={title} subTitle="下次检验日期和报废日期由检验规则自动计算" extra={actions}>
      <Spin spinning={detail.isFetching}>
        {data && (
          <Descriptions
            bordered
            size="small"
            column={1}
            aria-label="计算结果"
            items={[
              { key: 'barcode', label: '气瓶条码', children: data.barcode },
              { key: 'next', label: '下次检验日期', children: data.nextInspectionDate ?? '—' },
              { key: 'scrap', label: '报废日期', children: data.scrapDate ?? '—' },
              { key: 'rule', label: '日期规则', children: describeDateRule(data.dateRule) || '—' },
            ]}
          />
        )}
      </Spin>
    </Result>
  );
}

interface FormPaneProps {
  target: 'new' | number;
  category: CylinderCategory;
  editing: CylinderDetail | null;
  valve: CylinderValveInfo | null;
  onCancel: () => void;
  onSaved: (id: number, title: string) => void;
}

function FormPane({ target, category, editing, valve, onCancel, onSaved }: FormPaneProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { isStationUser } = useArchivePermissions();
  const [form] = Form.useForm<ArchiveFormValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const vehicleTypes = useQuery({
    queryKey: ['vehicleType', 'options'],
    queryFn: ({ signal }) => api.vehicleType.list({ query: { IsValid: true, CountPerPage: 500 }, signal }),
    enabled: category === CylinderCategory.Vehicle,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const vehicleTypeOptions = (vehicleTypes.data?.list ?? []).map((row) => ({ value: row.id, label: row.name }));
  const vehicleTypeName = (id: number | null | undefined) =>
    vehicleTypeOptions.find((option) => option.value === id)?.label ?? editing?.vcTypeNmae ?? undefined;

  const save = useMutation({
    mutationFn: (values: ArchiveFormValues) => {
      const options = { category, withStation: !isStationUser };
      const typeName = vehicleTypeName(values.vehicleTypeId);
      return target === 'new'
        ? api.cylinderRegistry.add({ body: toAddBody(values, options, typeName) })
        : api.cylinderRegistry.update({ body: toUpdateBody(target, values, options, typeName) });
    },
    onSuccess: async (answer) => {
      const title = answer.messeage || (target === 'new' ? '建档成功' : '档案已修改');
      void message.success(title);
      onSaved(answer.data.id, title);
      await refreshListsShowing(queryClient, ['cylinder']);
    },
    onError: (error) => {
      // The form stays open with everything typed; the server's reason shows above it.
      const text = errorText(error);
      setRefusal(text);
      void message.error(text);
    },
  });

  return (
    <Space orientation="vertical" size="middle" className="full-width" style={{ width: '100%' }}>
      {refusal && (
        <Alert type="error" showIcon title={refusal} role="alert" closable onClose={() => setRefusal(null)} />
      )}
      <ArchiveForm
        form={form}
        category={category}
        editing={editing}
        chooseStation={!isStationUser}
        initialValues={editing ? valuesFromDetail(editing, valve) : newArchiveValues}
        onFinish={(values) => {
          setRefusal(null);
          save.mutate(values);
        }}
        vehicleTypes={vehicleTypeOptions}
      />
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>
      </Space>
    </Space>
  );
}

/** The edit form waits for the archive and its valve before it shows (so it starts with their values). */
function EditPane(props: Omit<FormPaneProps, 'editing' | 'valve'> & { target: number }) {
  const detail = useArchiveDetail(props.target);
  const valve = useArchiveValve(props.target);
  if (detail.isError) return <Alert type="error" showIcon title={errorText(detail.error)} role="alert" />;
  if (detail.isPending || valve.isPending) {
    return (
      <div className="tab-loading" role="status">
        <Spin description={messages.loading} />
      </div>
    );
  }
  // An archive keeps its own category (its reference lists and vehicle fields follow it).
  const category = detail.data.category as CylinderCategory;
  return <FormPane {...props} category={category} editing={detail.data} valve={valve.data ?? null} />;
}

/**
 * 新建档案 / 编辑档案 (spec 02 section 3.2): the form in a drawer; after saving, the computed next inspection and scrap
 * dates. A refusal (duplicate barcode, no rule for the dates ...) keeps the form open with its values.
 */
export function ArchiveFormDrawer({ target, category, onClose }: ArchiveFormDrawerProps) {
  const [saved, setSaved] = useState<{ id: number; title: string } | null>(null);
  // A new registration after a saved one starts from an empty form.
  const [round, setRound] = useState(0);

  const close = () => {
    setSaved(null);
    onClose();
  };

  const common = { category, onCancel: close, onSaved: (id: number, title: string) => setSaved({ id, title }) };
  return (
    <Drawer
      open={target !== null}
      title={target === 'new' ? '新建档案' : '编辑档案'}
      size={980}
      onClose={close}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {saved ? (
        <SavedResult
          id={saved.id}
          title={saved.title}
          actions={[
            target === 'new' && (
              <Button
                key="again"
                type="primary"
                onClick={() => {
                  setSaved(null);
                  setRound((value) => value + 1);
                }}
              >
                继续新建
              </Button>
            ),
            <Button key="close" onClick={close}>
              关闭
            </Button>,
          ]}
        />
      ) : target === 'new' ? (
        <FormPane key={round} target="new" editing={null} valve={null} {...common} />
      ) : target !== null ? (
        <EditPane target={target} {...common} />
      ) : null}
    </Drawer>
  );
}
