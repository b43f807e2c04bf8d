// Every change to a member or an institution carries a reason for the audit log: this modal asks for
// it (non-empty) and only then runs the change. It stays open while the call runs and if it fails.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export const REASON_MAX_LENGTH = 500;

interface ReasonModalProps {
  open: boolean;
  title: ReactNode;
  /** What is about to change, in words, shown above the reason field. */
  summary?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function ReasonModal({ open, title, summary, onConfirm, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async ({ reason }: { reason: string }) => {
    setIsSubmitting(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      // The error toast has been shown by the query cache; keep the modal open to retry.
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="reason-cancel">
          {t('common.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={isSubmitting}
          onClick={() => form.submit()}
          data-testid="reason-confirm"
        >
          {t('common.confirm')}
        </Button>,
      ]}
    >
      {summary ? <div style={{ marginBottom: 16 }}>{summary}</div> : null}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            showCount
            autoFocus
            placeholder={t('common.reasonPlaceholder')}
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
