// Credit bands (a score from which a loan limit applies) and the loan settings: the cap as a share of
// the member's net assets (empty: none), several loans at once or not, and the amount above which a
// loan needs a second approver. Admins edit; everyone sees.
import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { staffSaveCreditBands } from '@saham/contract/loans';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { useLoanSettings, useSaveLoanSettings } from './api/loans.ts';

interface SettingsForm {
  bands: { minScore: number; limit: string }[];
  netAssetCapPercent: string;
  allowsSeveralLoans: boolean;
  reviewAbove: string;
}

export function CreditBandsCard() {
  const { t } = useTranslation();
  const canEdit = useCanCall(staffSaveCreditBands);
  const settings = useLoanSettings();
  const save = useSaveLoanSettings();
  const [form] = Form.useForm<SettingsForm>();
  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({ ...settings.data, netAssetCapPercent: settings.data.netAssetCapPercent ?? '' });
  }, [settings.data, form]);
  const submit = (values: SettingsForm) =>
    save.mutate({
      bands: values.bands,
      netAssetCapPercent: values.netAssetCapPercent.trim() === '' ? null : values.netAssetCapPercent.trim(),
      allowsSeveralLoans: values.allowsSeveralLoans,
      reviewAbove: values.reviewAbove,
    });
  return (
    <Card title={t('loans.creditBands')} loading={settings.isPending} style={{ marginTop: 16 }}>
      <Form
        form={form}
        layout="vertical"
        disabled={!canEdit}
        onFinish={submit}
        data-testid="credit-bands-form"
      >
        <Form.List name="bands">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, 'minScore']}
                    label={t('loans.fromScore')}
                    rules={[{ required: true }]}
                  >
                    <InputNumber<number> min={0} max={1000} precision={0} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'limit']}
                    label={t('loans.bandLimit')}
                    rules={[{ required: true }]}
                  >
                    <Input addonAfter="MYR" style={{ width: 200 }} />
                  </Form.Item>
                  {canEdit ? (
                    <Button onClick={() => remove(field.name)}>{t('loans.removeBand')}</Button>
                  ) : null}
                </Space>
              ))}
              {canEdit ? (
                <Button onClick={() => add({ minScore: 0, limit: '0' })} style={{ marginBottom: 16 }}>
                  {t('loans.addBand')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
        <Space wrap size="large">
          <Form.Item name="netAssetCapPercent" label={t('loans.netAssetCap')}>
            <Input addonAfter="%" placeholder={t('loans.noCap')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="reviewAbove" label={t('loans.reviewAbove')} rules={[{ required: true }]}>
            <Input addonAfter="MYR" style={{ width: 200 }} data-testid="credit-bands-review-above" />
          </Form.Item>
          <Form.Item name="allowsSeveralLoans" label={t('loans.severalLoans')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="credit-bands-save">
            {t('loans.save')}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}
