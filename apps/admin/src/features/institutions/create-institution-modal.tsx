// Creates an institution: its name and the invitation code its members register with.
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateInstitution } from './api/create-institution.ts';
import type { CreateInstitutionRequest } from './api/create-institution.ts';

const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

export function CreateInstitutionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateInstitutionRequest>();
  const create = useCreateInstitution();

  const submit = (values: CreateInstitutionRequest) => {
    create.mutate(
      { name: values.name.trim(), inviteCode: values.inviteCode.trim() },
      { onSuccess: () => onClose() },
    );
  };

  return (
    <Modal
      open={open}
      title={t('institutions.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="name"
          label={t('institutions.name')}
          rules={[{ required: true, whitespace: true, max: 100, message: t('institutions.nameRequired') }]}
        >
          <Input maxLength={100} data-testid="institution-name" />
        </Form.Item>
        <Form.Item
          name="inviteCode"
          label={t('institutions.inviteCode')}
          extra={t('institutions.inviteCodeHint')}
          rules={[
            { required: true, pattern: INVITE_CODE_PATTERN, message: t('institutions.inviteCodeFormat') },
          ]}
        >
          <Input maxLength={16} data-testid="institution-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
