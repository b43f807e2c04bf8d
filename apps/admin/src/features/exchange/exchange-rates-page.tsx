// Exchange rates: the mid rate of each currency in ringgit per unit (MYR is always 1), the global
// spread and per-pair spreads in basis points. Members are quoted mid-cross less the spread, rounded
// down. Only admins may save; every save is audited with the values before and after.
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { updateFxSettings, type FxSettings } from '@saham/contract/exchange';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useFxSettings } from './api/get-fx-settings.ts';
import { useUpdateFxSettings } from './api/update-fx-settings.ts';

interface RatesForm {
  midRates: Record<Currency, string>;
  globalSpreadBps: number;
  pairSpreads: { from: Currency; to: Currency; spreadBps: number }[];
}

const RATE_PATTERN = /^\d{1,12}(\.\d{1,10})?$/;

function toForm(settings: FxSettings): RatesForm {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every currency is a key here
  const midRates = Object.fromEntries(CURRENCIES.map((currency) => [currency, ''])) as Record<
    Currency,
    string
  >;
  for (const row of settings.midRates) midRates[row.currency] = row.midRate;
  return { midRates, globalSpreadBps: settings.globalSpreadBps, pairSpreads: settings.pairSpreads };
}

const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

export function ExchangeRatesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<RatesForm>();
  const settings = useFxSettings();
  const update = useUpdateFxSettings();
  const canEdit = useCanCall(updateFxSettings);

  const save = (values: RatesForm) => {
    update.mutate(
      {
        midRates: CURRENCIES.map((currency) => ({ currency, midRate: values.midRates[currency].trim() })),
        globalSpreadBps: values.globalSpreadBps,
        pairSpreads: values.pairSpreads ?? [],
      },
      { onSuccess: () => void message.success(t('exchange.saved')) },
    );
  };

  if (settings.isError)
    return (
      <Result
        status="warning"
        subTitle={t('exchange.unavailable')}
        extra={<Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!settings.data) return <Skeleton active />;
  const updatedAt = settings.data.midRates
    .map((row) => row.updatedAt)
    .sort()
    .at(-1);

  return (
    <>
      <PageHeader title={t('nav.exchangeRates')} />
      <Form<RatesForm>
        form={form}
        layout="vertical"
        initialValues={toForm(settings.data)}
        onFinish={save}
        disabled={!canEdit || update.isPending}
        data-testid="fx-settings-form"
      >
        <Card title={t('exchange.midRates')} style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary">
            {t('exchange.midRatesHelp')}{' '}
            {updatedAt && t('exchange.updatedAt', { time: formatDateTime(updatedAt, language) })}
          </Typography.Paragraph>
          <Row gutter={16}>
            {CURRENCIES.map((currency) => (
              <Col key={currency} xs={24} sm={12} md={8} lg={6}>
                <Form.Item
                  name={['midRates', currency]}
                  label={`1 ${currency} = … MYR`}
                  rules={[
                    { required: true, message: t('exchange.rateInvalid') },
                    { pattern: RATE_PATTERN, message: t('exchange.rateInvalid') },
                  ]}
                >
                  <Input
                    disabled={currency === 'MYR' || !canEdit}
                    inputMode="decimal"
                    data-testid={`fx-rate-${currency}`}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
        <Card title={t('exchange.spreads')} style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary">{t('exchange.spreadsHelp')}</Typography.Paragraph>
          <Form.Item name="globalSpreadBps" label={t('exchange.globalSpread')} rules={[{ required: true }]}>
            <InputNumber min={0} max={4999} precision={0} suffix="bps" data-testid="fx-global-spread" />
          </Form.Item>
          <Form.List name="pairSpreads">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space
                    key={field.key}
                    align="baseline"
                    wrap
                    style={{ display: 'flex' }}
                    data-testid="fx-pair-spread"
                  >
                    <Form.Item name={[field.name, 'from']} rules={[{ required: true }]}>
                      <Select
                        options={currencyOptions}
                        style={{ width: 100 }}
                        aria-label={t('exchange.from')}
                      />
                    </Form.Item>
                    <span>→</span>
                    <Form.Item name={[field.name, 'to']} rules={[{ required: true }]}>
                      <Select
                        options={currencyOptions}
                        style={{ width: 100 }}
                        aria-label={t('exchange.to')}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'spreadBps']} rules={[{ required: true }]}>
                      <InputNumber min={0} max={4999} precision={0} suffix="bps" />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('exchange.removePair')}</Button>
                  </Space>
                ))}
                <div>
                  <Button
                    onClick={() => add({ from: 'MYR', to: 'USD', spreadBps: 0 })}
                    data-testid="fx-add-pair"
                  >
                    {t('exchange.addPair')}
                  </Button>
                </div>
              </>
            )}
          </Form.List>
        </Card>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="fx-save">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </>
  );
}
