// The bank reference list: the Malaysian banks members may bind cards at. Admins add or edit a bank
// (code, name and its name per language, SWIFT) and hide it from members; every change is audited.
import { useState } from 'react';
import { Button, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBank } from '@saham/contract/banking';
import type { StaffBank } from '@saham/contract/banking';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { LocalizedNamesField } from '../../shared/ui/localized-names-field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useBanks } from './api/list-banks.ts';
import { useSaveBank } from './api/save-bank.ts';

const EMPTY: StaffBank = { code: '', name: '', names: {}, swift: '', isActive: true };

function BankModal({ bank, onClose }: { bank: StaffBank | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffBank>();
  const save = useSaveBank();
  if (!bank) return null;
  const isNew = bank.code === '';
  return (
    <Modal
      open
      title={isNew ? t('banks.create') : t('banks.edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'bank-submit' }}
      destroyOnHidden
    >
      <Form<StaffBank>
        form={form}
        layout="vertical"
        initialValues={bank}
        onFinish={(values) =>
          save.mutate(
            { ...values, names: values.names ?? {}, isActive: values.isActive },
            { onSuccess: onClose },
          )
        }
      >
        <Form.Item
          name="code"
          label={t('banks.code')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9]{2,20}$/ }]}
        >
          <Input disabled={!isNew} maxLength={20} data-testid="bank-code" />
        </Form.Item>
        <Form.Item name="name" label={t('banks.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} data-testid="bank-name" />
        </Form.Item>
        <LocalizedNamesField field="names" label={t('banks.names')} testId="bank-names" />
        <Form.Item
          name="swift"
          label={t('banks.swift')}
          rules={[{ required: true, pattern: /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/ }]}
        >
          <Input maxLength={11} data-testid="bank-swift" />
        </Form.Item>
        <Form.Item name="isActive" label={t('banks.shownToMembers')} valuePropName="checked">
          <Switch data-testid="bank-active" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function BanksPage() {
  const { t } = useTranslation();
  const banks = useBanks();
  const canSave = useCanCall(saveBank);
  const [editing, setEditing] = useState<StaffBank | null>(null);
  const columns: TableColumnsType<StaffBank> = [
    {
      key: 'code',
      title: t('banks.code'),
      dataIndex: 'code',
      render: (code: string) => <Tag style={{ fontFamily: 'monospace' }}>{code}</Tag>,
    },
    { key: 'name', title: t('banks.name'), dataIndex: 'name' },
    {
      key: 'swift',
      title: t('banks.swift'),
      dataIndex: 'swift',
      render: (swift: string) => <span style={{ fontFamily: 'monospace' }}>{swift}</span>,
    },
    {
      key: 'isActive',
      title: t('common.status'),
      dataIndex: 'isActive',
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>,
    },
  ];
  if (canSave) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, bank) => (
        <Button size="small" onClick={() => setEditing(bank)} data-testid="bank-edit">
          {t('banks.edit')}
        </Button>
      ),
    });
  }
  return (
    <>
      <PageHeader
        title={t('nav.banks')}
        extra={
          canSave ? (
            <Button type="primary" onClick={() => setEditing(EMPTY)} data-testid="bank-create">
              {t('banks.create')}
            </Button>
          ) : null
        }
      />
      <Table<StaffBank>
        rowKey="code"
        columns={columns}
        dataSource={banks.data}
        loading={banks.isFetching}
        pagination={false}
        size="middle"
        data-testid="banks-table"
      />
      <BankModal key={editing?.code ?? 'none'} bank={editing} onClose={() => setEditing(null)} />
    </>
  );
}
