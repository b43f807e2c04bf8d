// A market's general settings: names in every language, currency, timezone, lot, maximum leverage,
// minimum order, settlement days, short selling and the lock on bought shares.
import { Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@saham/domain/currencies';
import { LANGUAGES } from '@saham/domain/languages';
import { DECIMAL_RULE } from './field-rules.ts';
import type { MarketForm } from './market-form.ts';

/** lockKind is the form's current choice: the lock's value is asked for only when there is a lock. */
export function MarketGeneralCard({ lockKind }: { lockKind: MarketForm['lockKind'] | undefined }) {
  const { t } = useTranslation();
  return (
    <Card title={t('markets.general')} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        {LANGUAGES.map((lang) => (
          <Col key={lang} xs={24} sm={12} md={8} lg={4}>
            <Form.Item
              name={['name', lang]}
              label={`${t('markets.name')} (${lang})`}
              rules={lang === 'en' ? [{ required: true, whitespace: true }] : []}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={4}>
          <Form.Item name="currency" label={t('markets.currency')}>
            <Select options={CURRENCIES.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="timezone" label={t('markets.timezone')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="lotSize" label={t('markets.lotSize')} rules={[DECIMAL_RULE]}>
            <Input data-testid="market-lot-size" />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="maxLeverage" label={t('markets.maxLeverage')}>
            <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="minOrderAmount" label={t('markets.minOrderAmount')} rules={[DECIMAL_RULE]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="settlementDays" label={t('markets.settlementDays')}>
            <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} addonBefore="T+" />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="isShortSellingAllowed" label={t('markets.shortSelling')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Form.Item name="lockKind" label={t('markets.lock')}>
          <Select
            style={{ width: 200 }}
            options={(['none', 'days', 'minutes'] as const).map((value) => ({
              value,
              label: t(`markets.lockKinds.${value}`),
            }))}
          />
        </Form.Item>
        {lockKind !== 'none' && (
          <Form.Item name="lockValue" label={lockKind === 'days' ? 'N' : t('markets.minutes')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        )}
      </Space>
    </Card>
  );
}
