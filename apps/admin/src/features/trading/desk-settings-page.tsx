// The dealing desk's settings (everyone sees, admin changes with a reason, audited): the spread market
// orders fill at, in basis points of the price, and the maintenance margin at which a position is
// force-closed. The trading core reads them on every order and engine round.
import { useEffect, useState } from 'react';
import { App, Button, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateDeskSettings, type DeskSettings } from '@saham/contract/admin-trading';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { useDeskSettings, useUpdateDeskSettings } from './api/desk-settings.ts';

export function DeskSettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const canEdit = useCanCall(updateDeskSettings);
  const settings = useDeskSettings();
  const update = useUpdateDeskSettings();
  const [form] = Form.useForm<DeskSettings>();
  const [pending, setPending] = useState<DeskSettings | null>(null);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const spread = Form.useWatch('marketSpreadBps', form);

  return (
    <>
      <PageHeader title={t('nav.deskSettings')} />
      <Card loading={settings.isPending} style={{ maxWidth: 640 }}>
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit}
          onFinish={(values) => setPending(values)}
          data-testid="desk-settings-form"
        >
          <Form.Item
            name="marketSpreadBps"
            label={t('trading.marketSpreadBps')}
            extra={t('trading.marketSpreadHint', { percent: ((spread ?? 0) / 100).toFixed(2) })}
            rules={[
              { required: true, type: 'integer', min: 0, max: 1000, message: t('trading.spreadRange') },
            ]}
          >
            <InputNumber min={0} max={1000} precision={0} addonAfter="bps" data-testid="desk-spread" />
          </Form.Item>
          <Form.Item
            name="maintenanceMarginPercent"
            label={t('trading.maintenanceMargin')}
            extra={t('trading.maintenanceHint')}
            rules={[
              { required: true, type: 'integer', min: 0, max: 100, message: t('trading.maintenanceRange') },
            ]}
          >
            <InputNumber min={0} max={100} precision={0} addonAfter="%" data-testid="desk-maintenance" />
          </Form.Item>
          {canEdit && (
            <Button type="primary" htmlType="submit" data-testid="desk-settings-save">
              {t('common.save')}
            </Button>
          )}
        </Form>
        {settings.data?.updatedAt ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('trading.updatedAt', { at: formatDateTime(settings.data.updatedAt, language) })}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <ReasonModal
        open={pending !== null}
        title={t('trading.changeDesk')}
        summary={
          pending
            ? t('trading.changeDeskSummary', {
                spread: pending.marketSpreadBps,
                maintenance: pending.maintenanceMarginPercent,
              })
            : null
        }
        onConfirm={async (reason) => {
          if (!pending) return;
          await update.mutateAsync({ ...pending, reason });
          void message.success(t('trading.saved'));
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
