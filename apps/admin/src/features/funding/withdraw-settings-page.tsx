// Withdrawal rules (admin edits; everyone sees): the daily window (Monday–Friday, Malaysia time,
// holidays excluded), the credit-score threshold and each currency's minimum and maximum.
import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { staffWithdrawSaveSettings, type WithdrawRules } from '@saham/contract/withdraw';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useWithdrawSaveSettings } from './api/save-withdraw-settings.ts';
import { useWithdrawSettings } from './api/withdraw-settings.ts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const MONEY_PATTERN = /^\d+(\.\d+)?$/;

type SettingsValues = Omit<WithdrawRules, 'settlementWorkingDays'>;

export function WithdrawSettingsPage() {
  const { t } = useTranslation();
  const canEdit = useCanCall(staffWithdrawSaveSettings);
  const settings = useWithdrawSettings();
  const save = useWithdrawSaveSettings();
  const [form] = Form.useForm<SettingsValues>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const time = [{ required: true, pattern: TIME_PATTERN, message: t('funding.timeInvalid') }];
  const money = [{ required: true, pattern: MONEY_PATTERN, message: t('funding.moneyInvalid') }];

  return (
    <>
      <PageHeader title={t('nav.withdrawSettings')} />
      <Card loading={settings.isPending} style={{ maxWidth: 760 }}>
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit}
          onFinish={(values) => save.mutate(values)}
          data-testid="withdraw-settings-form"
        >
          <Form.Item name="windowStart" label={t('funding.windowStart')} rules={time}>
            <Input data-testid="withdraw-window-start" />
          </Form.Item>
          <Form.Item name="windowEnd" label={t('funding.windowEnd')} rules={time}>
            <Input data-testid="withdraw-window-end" />
          </Form.Item>
          <Form.Item
            name="creditScoreMinimum"
            label={t('funding.creditScoreMinimum')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={1000} data-testid="withdraw-credit-minimum" />
          </Form.Item>
          <p>{t('funding.settlementNote', { days: settings.data?.settlementWorkingDays ?? 2 })}</p>
          <Form.List name="limits">
            {(fields) => (
              <Table
                rowKey="key"
                dataSource={fields}
                pagination={false}
                size="small"
                columns={[
                  {
                    key: 'currency',
                    title: t('funding.currency'),
                    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd's getFieldValue answers any; this field holds the row's currency code
                    render: (_, field) => form.getFieldValue(['limits', field.name, 'currency']) as string,
                  },
                  {
                    key: 'min',
                    title: t('funding.minAmount'),
                    render: (_, field) => (
                      <Form.Item name={[field.name, 'minAmount']} rules={money} noStyle>
                        <Input data-testid={`withdraw-limit-min-${field.name}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'max',
                    title: t('funding.maxAmount'),
                    render: (_, field) => (
                      <Form.Item name={[field.name, 'maxAmount']} rules={money} noStyle>
                        <Input data-testid={`withdraw-limit-max-${field.name}`} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            )}
          </Form.List>
          {canEdit && (
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              style={{ marginTop: 16 }}
              data-testid="withdraw-settings-save"
            >
              {t('funding.save')}
            </Button>
          )}
        </Form>
      </Card>
    </>
  );
}
