import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal, Spin, Switch } from 'antd';
import { stationConfigLabels, stationSettingsApi, updateExpiryWarningBody, type StationConfig } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import { errorText } from '../../components/table/DataTable';
import type { ActionContext } from '../../lists/actionTypes';

type SettingsForm = StationConfig & { beforeFillingCheckExpiryWarningMonth: number };
const configKeys = Object.keys(stationConfigLabels) as (keyof StationConfig)[];

/**
 * 站点设置: what the station's scales refuse and check (its configuration JSON) and how many months before a
 * cylinder's inspection is due the station is warned. A station user edits its own; on the FillStation page the
 * list's StationId names the station.
 */
export function StationSettingsDialog({ query, onClose, onDone }: ActionContext) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SettingsForm>();
  const stationId = typeof query.StationId === 'number' ? query.StationId : undefined;
  const settings = useQuery({
    queryKey: ['stationUpkeep', 'settings', stationId ?? 'own'],
    queryFn: () => api.send(stationSettingsApi.query, { query: stationId ? { StationId: stationId } : {} }),
  });
  const data = settings.data?.data;
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        ...data.configJson,
        beforeFillingCheckExpiryWarningMonth: data.beforeFillingCheckExpiryWarningMonth,
      });
  }, [data, form]);

  const save = async () => {
    const values = await form.validateFields();
    const station = stationId ? { StationId: stationId } : {};
    try {
      const configJson = Object.fromEntries(configKeys.map((key) => [key, values[key] === true])) as StationConfig;
      await api.send(stationSettingsApi.updateConfig, { body: { ...station, configJson } });
      await api.send(stationSettingsApi.updateExpiryWarning, {
        body: { ...station, beforeFillingCheckExpiryWarningMonth: values.beforeFillingCheckExpiryWarningMonth },
      });
      void message.success('站点设置已保存');
      await queryClient.invalidateQueries({ queryKey: ['stationUpkeep', 'settings'] });
      onDone();
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return (
    <Modal
      open
      title={data ? `站点设置 - ${data.stationName}` : '站点设置'}
      okText="保存"
      cancelText="取消"
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: !data }}
    >
      {settings.isLoading ? (
        <Spin />
      ) : settings.isError ? (
        errorText(settings.error)
      ) : (
        <Form form={form} name="stationSettings" labelCol={{ span: 10 }} wrapperCol={{ span: 14 }}>
          {configKeys.map((key) => (
            <Form.Item key={key} name={key} label={stationConfigLabels[key]} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
          <Form.Item
            name="beforeFillingCheckExpiryWarningMonth"
            label="检验到期提前提醒（月）"
            rules={[
              { required: true, message: '请填写提前提醒月数' },
              schemaRule(updateExpiryWarningBody, 'beforeFillingCheckExpiryWarningMonth'),
            ]}
          >
            <InputNumber min={0} max={24} precision={0} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
