import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { fillingCheckBody, fillingInterlockApi, type FillingCheckData } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { schemaRule } from '../../components/form/contractRules';
import { errorText } from '../../components/table/DataTable';

/** The verdict of one question, as the station's staff read it at the scale. */
function Verdict({ answer }: { answer: FillingCheckData }) {
  const reasons = answer.reasons.map((reason) => (
    <Tag key={reason.code} color={reason.blocking ? 'error' : 'warning'}>
      {reason.label}
      {reason.blocking ? '' : '（提示）'}
    </Tag>
  ));
  return answer.allowed ? (
    <Alert
      type="success"
      showIcon
      title={`${answer.barcode}：可以充装`}
      description={reasons.length > 0 ? <Space wrap>{reasons}</Space> : undefined}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      title={`${answer.barcode}：禁止充装`}
      description={
        <Space orientation="vertical">
          <Space wrap>{reasons}</Space>
          <Typography.Text type="secondary">已记录本次拒充，监管部门可在拒充记录中查看。</Typography.Text>
        </Space>
      }
    />
  );
}

/**
 * 充装前查询: a station's staff scan or type a barcode and learn at once whether it may be filled, with every reason
 * that applies. The dialog stays open for the next barcode; a refusal it records refreshes the list when it closes.
 */
export function FillingCheckDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const api = useApi();
  const [form] = Form.useForm<{ Barcode: string }>();
  const [answer, setAnswer] = useState<FillingCheckData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);

  const ask = async ({ Barcode }: { Barcode: string }) => {
    setAsking(true);
    setProblem(null);
    try {
      const { data } = await api.send(fillingInterlockApi.check, { body: { Barcode } });
      setAnswer(data);
      if (!data.allowed) setRefused(true);
      form.resetFields();
    } catch (error) {
      setAnswer(null);
      setProblem(errorText(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Modal
      open
      title="充装前查询"
      onCancel={refused ? onDone : onClose}
      footer={<Button onClick={refused ? onDone : onClose}>关闭</Button>}
      destroyOnHidden
    >
      <Form form={form} layout="inline" name="fillingCheck" onFinish={(values) => void ask(values)}>
        <Form.Item name="Barcode" label="气瓶条码" rules={[schemaRule(fillingCheckBody, 'Barcode')]}>
          <Input autoFocus allowClear maxLength={64} placeholder="扫描或输入气瓶条码" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={asking}>
            查询
          </Button>
        </Form.Item>
      </Form>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {problem && <Alert type="error" showIcon title={problem} />}
        {answer && <Verdict answer={answer} />}
      </div>
    </Modal>
  );
}
