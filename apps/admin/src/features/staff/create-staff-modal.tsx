// Creates a staff account: username, initial password and role.
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES } from '@saham/contract/call';
import { isStrongPassword } from '@saham/domain/credentials';
import { useCreateStaff } from './api/create-staff.ts';
import type { CreateStaffRequest } from './api/create-staff.ts';

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

export function CreateStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateStaffRequest>();
  const create = useCreateStaff();

  return (
    <Modal
      open={open}
      title={t('staff.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'staff-submit' }}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Form<CreateStaffRequest>
        form={form}
        layout="vertical"
        initialValues={{ role: 'support' }}
        preserve={false}
        onFinish={(values) =>
          create.mutate({ ...values, username: values.username.trim() }, { onSuccess: () => onClose() })
        }
      >
        <Form.Item
          name="username"
          label={t('staff.username')}
          extra={t('staff.usernameHint')}
          rules={[{ required: true, pattern: USERNAME_PATTERN, message: t('staff.usernameFormat') }]}
        >
          <Input maxLength={32} autoComplete="off" data-testid="staff-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
          extra={t('staff.passwordHint')}
          rules={[
            {
              required: true,
              validator: (_, value: unknown) =>
                typeof value === 'string' && isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('errors.PASSWORD_TOO_WEAK'))),
            },
          ]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
        <Form.Item name="role" label={t('staff.role')} rules={[{ required: true }]}>
          <Select
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            data-testid="staff-role"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
