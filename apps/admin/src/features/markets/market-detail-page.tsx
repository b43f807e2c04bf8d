// One market's rules, editable by admins (read-only for other staff): general settings and lock,
// weekly sessions and their phases, half days, tick table, price-limit rule, fees and taxes, and the
// holiday calendar. The server checks the rules and names the field it refuses.
import { useEffect } from 'react';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { updateMarket } from '@saham/contract/admin-markets';
import { CURRENCIES } from '@saham/domain/currencies';
import { LANGUAGES } from '@saham/domain/languages';
import { nameIn } from '@saham/domain/markets/instrument';
import {
  FEE_NAMES,
  FEE_ROUNDINGS,
  ORDER_SIDES,
  SESSION_PHASES,
  isMarketCode,
  type MarketCode,
} from '@saham/domain/markets/types';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useMarket, useUpdateMarket } from './api/markets.ts';
import { fromMarketForm, toMarketForm, type MarketForm } from './market-form.ts';
import { MarketHolidaysCard } from './market-holidays-card.tsx';
import { PhaseTag } from './markets-page.tsx';

const TIME_RULE = { pattern: /^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/, message: 'hh:mm' };
const DATE_RULE = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'YYYY-MM-DD' };
const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Rows of a Form.List with an add button and a remove button per row. */
function ListCard({
  title,
  name,
  disabled,
  newRow,
  renderRow,
  testId,
}: {
  title: string;
  name: string;
  disabled: boolean;
  newRow: () => object;
  renderRow: (field: FormListFieldData) => React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }} data-testid={testId}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 4 }}>
                {renderRow(field)}
                {!disabled && (
                  <Button size="small" danger onClick={() => remove(field.name)}>
                    {t('common.delete')}
                  </Button>
                )}
              </Space>
            ))}
            {!disabled && (
              <Button size="small" type="dashed" onClick={() => add(newRow())}>
                {t('markets.addRow')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}

function FeesCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('markets.fees')} size="small" style={{ marginBottom: 16 }} data-testid="market-fees">
      <Form.List name="fees">
        {(fees, { add, remove }) => (
          <>
            {fees.map((fee) => (
              <Card key={fee.key} size="small" type="inner" style={{ marginBottom: 8 }}>
                <Space wrap align="baseline">
                  <Form.Item name={[fee.name, 'name']} label={t('markets.feeName')}>
                    <Select
                      style={{ width: 160 }}
                      options={FEE_NAMES.map((value) => ({ value, label: t(`markets.feeNames.${value}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'sides']} label={t('markets.sides')}>
                    <Checkbox.Group
                      options={ORDER_SIDES.map((value) => ({
                        value,
                        label: t(`markets.sideNames.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'minimum']} label={t('markets.minimum')}>
                    <Input style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'cap']} label={t('markets.cap')}>
                    <Input style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'rounding']} label={t('markets.rounding')}>
                    <Select
                      style={{ width: 140 }}
                      options={FEE_ROUNDINGS.map((value) => ({
                        value,
                        label: t(`markets.roundings.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[fee.name, 'roundingStep']}
                    label={t('markets.roundingStep')}
                    rules={[DECIMAL_RULE]}
                  >
                    <Input style={{ width: 80 }} />
                  </Form.Item>
                  {!disabled && (
                    <Button size="small" danger onClick={() => remove(fee.name)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </Space>
                <Form.List name={[fee.name, 'tiers']}>
                  {(tiers, tierActions) => (
                    <>
                      {tiers.map((tier) => (
                        <Space key={tier.key} align="baseline" wrap>
                          <Form.Item
                            name={[tier.name, 'from']}
                            label={t('markets.fromNotional')}
                            rules={[DECIMAL_RULE]}
                          >
                            <Input style={{ width: 120 }} />
                          </Form.Item>
                          <Form.Item name={[tier.name, 'kind']}>
                            <Select
                              style={{ width: 120 }}
                              options={[
                                { value: 'fixed', label: t('markets.tierFixed') },
                                { value: 'percent', label: t('markets.tierPercent') },
                              ]}
                            />
                          </Form.Item>
                          <Form.Item name={[tier.name, 'value']} rules={[DECIMAL_RULE]}>
                            <Input style={{ width: 100 }} />
                          </Form.Item>
                          {!disabled && (
                            <Button size="small" onClick={() => tierActions.remove(tier.name)}>
                              {t('common.delete')}
                            </Button>
                          )}
                        </Space>
                      ))}
                      {!disabled && (
                        <Button
                          size="small"
                          type="dashed"
                          onClick={() => tierActions.add({ from: '0', kind: 'percent', value: '0.1' })}
                        >
                          {t('markets.addTier')}
                        </Button>
                      )}
                    </>
                  )}
                </Form.List>
              </Card>
            ))}
            {!disabled && (
              <Button
                size="small"
                type="dashed"
                onClick={() =>
                  add({
                    name: 'platform_fee',
                    sides: ['buy', 'sell'],
                    tiers: [{ from: '0', kind: 'percent', value: '0.1' }],
                    minimum: '',
                    cap: '',
                    rounding: 'half_up',
                    roundingStep: '0.01',
                  })
                }
              >
                {t('markets.addFee')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}

function MarketEditor({ code }: { code: MarketCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const market = useMarket(code);
  const update = useUpdateMarket();
  const canEdit = useCanCall(updateMarket);
  const [form] = Form.useForm<MarketForm>();
  const lockKind = Form.useWatch('lockKind', form);
  const limitKind = Form.useWatch('limitKind', form);

  useEffect(() => {
    if (market.data) form.setFieldsValue(toMarketForm(market.data));
  }, [market.data, form]);

  const current = market.data;
  if (!current) return null;
  const disabled = !canEdit;

  return (
    <>
      <PageHeader
        title={
          <Space>
            <Link to="/markets">{t('nav.markets')}</Link>/{nameIn(current.name, language)} ({code})
            <PhaseTag phase={current.phaseNow} />
          </Space>
        }
        extra={
          canEdit ? (
            <Button
              type="primary"
              loading={update.isPending}
              onClick={() => form.submit()}
              data-testid="market-save"
            >
              {t('common.save')}
            </Button>
          ) : null
        }
      />
      <Form<MarketForm>
        form={form}
        layout="vertical"
        disabled={disabled}
        onFinish={(values) =>
          update.mutate({ code, settings: fromMarketForm({ ...toMarketForm(current), ...values }) })
        }
      >
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
              <Form.Item
                name="isShortSellingAllowed"
                label={t('markets.shortSelling')}
                valuePropName="checked"
              >
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

        <ListCard
          title={t('markets.sessions')}
          name="sessions"
          disabled={disabled}
          testId="market-sessions"
          newRow={() => ({ days: [1, 2, 3, 4, 5], phase: 'continuous', start: '09:00', end: '12:00' })}
          renderRow={(field) => (
            <>
              <Form.Item name={[field.name, 'days']} rules={[{ required: true }]}>
                <Checkbox.Group
                  options={WEEKDAYS.map((day) => ({ value: day, label: t(`markets.weekdays.${day}`) }))}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'phase']}>
                <Select
                  style={{ width: 160 }}
                  options={SESSION_PHASES.map((value) => ({ value, label: t(`markets.phases.${value}`) }))}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'start']} rules={[TIME_RULE]}>
                <Input style={{ width: 80 }} placeholder="hh:mm" />
              </Form.Item>
              <Form.Item name={[field.name, 'end']} rules={[TIME_RULE]}>
                <Input style={{ width: 80 }} placeholder="hh:mm" />
              </Form.Item>
            </>
          )}
        />

        <ListCard
          title={t('markets.halfDays')}
          name="halfDays"
          disabled={disabled}
          testId="market-half-days"
          newRow={() => ({ date: '', name: '', closesAt: '12:30' })}
          renderRow={(field) => (
            <>
              <Form.Item name={[field.name, 'date']} rules={[DATE_RULE]}>
                <Input style={{ width: 120 }} placeholder="YYYY-MM-DD" />
              </Form.Item>
              <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true }]}>
                <Input style={{ width: 220 }} placeholder={t('markets.holidayName')} maxLength={100} />
              </Form.Item>
              <Form.Item name={[field.name, 'closesAt']} label={t('markets.closesAt')} rules={[TIME_RULE]}>
                <Input style={{ width: 80 }} />
              </Form.Item>
            </>
          )}
        />

        <ListCard
          title={t('markets.tickTable')}
          name="tickTable"
          disabled={disabled}
          testId="market-tick-table"
          newRow={() => ({ from: '', tick: '' })}
          renderRow={(field) => (
            <>
              <Form.Item name={[field.name, 'from']} label={t('markets.fromPrice')} rules={[DECIMAL_RULE]}>
                <Input style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'tick']} label={t('markets.tick')} rules={[DECIMAL_RULE]}>
                <Input style={{ width: 120 }} />
              </Form.Item>
            </>
          )}
        />

        <Card
          title={t('markets.priceLimit')}
          size="small"
          style={{ marginBottom: 16 }}
          data-testid="market-price-limit"
        >
          <Space wrap align="baseline">
            <Form.Item name="limitKind">
              <Select
                style={{ width: 220 }}
                options={(['none', 'percent', 'bands'] as const).map((value) => ({
                  value,
                  label: t(`markets.limitKinds.${value}`),
                }))}
              />
            </Form.Item>
            {limitKind === 'percent' && (
              <>
                <Form.Item name="limitPercent" label="±%" rules={[DECIMAL_RULE]}>
                  <Input style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name="smallPriceBelow" label={t('markets.smallPriceBelow')}>
                  <Input style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name="smallPriceAbsolute" label={t('markets.smallPriceAbsolute')}>
                  <Input style={{ width: 100 }} />
                </Form.Item>
              </>
            )}
          </Space>
          {limitKind === 'bands' && (
            <Form.List name="limitBands">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item
                        name={[field.name, 'from']}
                        label={t('markets.fromPrice')}
                        rules={[DECIMAL_RULE]}
                      >
                        <Input style={{ width: 120 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'limit']} label="±" rules={[DECIMAL_RULE]}>
                        <Input style={{ width: 120 }} />
                      </Form.Item>
                      {!disabled && (
                        <Button size="small" danger onClick={() => remove(field.name)}>
                          {t('common.delete')}
                        </Button>
                      )}
                    </Space>
                  ))}
                  {!disabled && (
                    <Button size="small" type="dashed" onClick={() => add({ from: '', limit: '' })}>
                      {t('markets.addRow')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          )}
        </Card>

        <FeesCard disabled={disabled} />
      </Form>
      <MarketHolidaysCard code={code} />
    </>
  );
}

export function MarketDetailPage() {
  const { code } = useParams();
  const { t } = useTranslation();
  if (!isMarketCode(code)) return <div>{t('markets.unknownMarket')}</div>;
  return <MarketEditor key={code} code={code} />;
}
