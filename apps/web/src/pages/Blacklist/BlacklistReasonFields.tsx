import { Form, Input } from 'antd';
import {
  blacklistMessages,
  blacklistReason,
  blacklistReasonMaxLength,
  maxEvidenceFiles,
  type UploadedImage,
} from '@gcs/contracts';
import { memberRule } from '../../components/form/contractRules';
import { ImageUpload } from '../../components/form/ImageUpload';

/** What a user gives when blacklisting a cylinder. */
export interface BlacklistReasonValues {
  reason?: string;
  evidence?: UploadedImage[];
}

/** The body of AddBlackList for a cylinder and the reason and evidence given. */
export function blacklistRequest(cylinderId: number, values: BlacklistReasonValues) {
  return {
    cylinderId,
    reason: values.reason?.trim() ?? '',
    evidenceFiles: (values.evidence ?? []).map((image) => ({ id: image.id, name: image.name })),
  };
}

/** The reason (checked by the contract's member) and the evidence pictures, in the form of either dialog. */
export function BlacklistReasonFields() {
  return (
    <>
      <Form.Item name="reason" label="加入黑名单的原因" required rules={[memberRule(blacklistReason)]}>
        <Input.TextArea
          rows={3}
          maxLength={blacklistReasonMaxLength}
          showCount
          placeholder={blacklistMessages.reasonRequired}
        />
      </Form.Item>
      <Form.Item
        name="evidence"
        label="证据图片"
        extra={`支持 PNG、JPG 格式，单张不超过5MB，最多${maxEvidenceFiles}张`}
      >
        <ImageUpload maxCount={maxEvidenceFiles} />
      </Form.Item>
    </>
  );
}
