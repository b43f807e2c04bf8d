// Adds an instrument or edits one: names in every language, asset class and market tab, currency,
// own lot, own tick table (no bands: the market's), reference previous close, company profile,
// fundamentals and corporate actions. Market and code are fixed once the instrument exists. The server
// checks the tick table (bands ascending from zero, positive ticks, decimals the currency allows).
import { useEffect } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminInstrument } from '@saham/contract/admin-markets';
import { LANGUAGES } from '@saham/domain/languages';
import { ASSET_CLASSES, INSTRUMENT_TABS, SECTORS } from '@saham/domain/markets/instrument';
import { MARKET_CODES, type MarketCode } from '@saham/domain/markets/types';
import { FormDrawer } from '../../shared/ui/form-drawer.tsx';
import { useCreateInstrument, useUpdateInstrument } from './api/instruments.ts';
import {
  emptyInstrumentForm,
  fromInstrumentForm,
  toInstrumentForm,
  type InstrumentForm,
} from './instrument-form.ts';

const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
const DATE_RULE = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'YYYY-MM-DD' };

interface InstrumentDrawerProps {
  open: boolean;
  /** The instrument to edit; null adds a new one. */
  instrument: AdminInstrument | null;
  defaultMarket: MarketCode;
  onClose: () => void;
}

export function InstrumentDrawer({ open, instrument, defaultMarket, onClose }: InstrumentDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InstrumentForm>();
  const create = useCreateInstrument();
  const update = useUpdateInstrument();
  const isEditing = instrument !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(instrument ? toInstrumentForm(instrument) : emptyInstrumentForm(defaultMarket));
  }, [open, instrument, defaultMarket, form]);

  const save = (values: InstrumentForm) => {
    const input = fromInstrumentForm(values);
    return instrument
      ? update.mutateAsync({ id: instrument.id, ...input })
      : create.mutateAsync({ ...input, market: values.market, code: values.code });
  };

  return (
    <FormDrawer<InstrumentForm>
      open={open}
      onClose={onClose}
      title={isEditing ? `${t('instruments.edit')} ${instrument.symbol}` : t('instruments.add')}
      form={form}
      isSaving={create.isPending || update.isPending}
      saveTestId="instrument-save"
      onSave={save}
    >
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="market" label={t('instruments.market')}>
            <Select disabled={isEditing} options={MARKET_CODES.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="code"
            label={t('instruments.code')}
            rules={[
              {
                required: true,
                pattern: /^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/,
                message: t('instruments.codeRule'),
              },
            ]}
          >
            <Input disabled={isEditing} maxLength={20} data-testid="instrument-code" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="currency"
            label={t('instruments.currency')}
            rules={[{ required: true, pattern: /^[A-Za-z]{3}$/ }]}
          >
            <Input maxLength={3} data-testid="instrument-currency" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        {LANGUAGES.map((language) => (
          <Col key={language} span={12}>
            <Form.Item
              name={['names', language]}
              label={`${t('instruments.name')} (${language})`}
              rules={language === 'en' ? [{ required: true, whitespace: true }] : []}
            >
              <Input maxLength={200} data-testid={`instrument-name-${language}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="assetClass" label={t('instruments.assetClass')}>
            <Select
              options={ASSET_CLASSES.map((value) => ({
                value,
                label: t(`instruments.assetClasses.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="tab" label={t('instruments.tab')}>
            <Select
              options={INSTRUMENT_TABS.map((value) => ({ value, label: t(`instruments.tabs.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="prevClose"
            label={t('instruments.prevClose')}
            rules={[{ required: true }, DECIMAL_RULE]}
          >
            <Input data-testid="instrument-prev-close" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item
            name="lotSize"
            label={t('instruments.lotSize')}
            tooltip={t('instruments.lotSizeHint')}
            rules={[DECIMAL_RULE]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="sector" label={t('instruments.sector')}>
            <Select
              options={[
                { value: '', label: '—' },
                ...SECTORS.map((value) => ({ value, label: t(`instruments.sectors.${value}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="sharesOutstanding"
            label={t('instruments.sharesOutstanding')}
            rules={[{ pattern: /^\d*$/ }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="peRatio" label={t('instruments.peRatio')} rules={[DECIMAL_RULE]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="dividendYield" label={t('instruments.dividendYield')} rules={[DECIMAL_RULE]}>
            <Input suffix="%" />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="tickTable">
        {(fields, { add, remove }) => (
          <div style={{ marginBottom: 16 }} data-testid="instrument-tick-table">
            <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('instruments.tickTable')}</div>
            {fields.length === 0 && (
              <div style={{ marginBottom: 8, color: 'rgba(0, 0, 0, 0.45)' }}>
                {t('instruments.tickTableMarket')}
              </div>
            )}
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'from']}
                  label={t('markets.fromPrice')}
                  rules={[{ required: true }, DECIMAL_RULE]}
                >
                  <Input style={{ width: 120 }} data-testid="instrument-tick-from" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'tick']}
                  label={t('markets.tick')}
                  rules={[{ required: true }, DECIMAL_RULE]}
                >
                  <Input style={{ width: 120 }} data-testid="instrument-tick-size" />
                </Form.Item>
                <Button size="small" danger onClick={() => remove(field.name)}>
                  {t('common.delete')}
                </Button>
              </Space>
            ))}
            <div>
              <Button
                size="small"
                type="dashed"
                onClick={() => add({ from: fields.length === 0 ? '0' : '', tick: '' })}
                data-testid="instrument-tick-add"
              >
                {t('instruments.addTickBand')}
              </Button>
            </div>
          </div>
        )}
      </Form.List>
      <Form.Item
        name="description"
        label={t('instruments.description')}
        extra={t('instruments.descriptionTranslated')}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.List name="corporateActions">
        {(fields, { add, remove }) => (
          <>
            <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('instruments.corporateActions')}</div>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'kind']}>
                  <Select
                    style={{ width: 110 }}
                    options={[
                      { value: 'dividend', label: t('instruments.dividend') },
                      { value: 'split', label: t('instruments.split') },
                    ]}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'exDate']}
                  label={t('instruments.exDate')}
                  rules={[{ required: true }, DATE_RULE]}
                >
                  <Input style={{ width: 120 }} placeholder="YYYY-MM-DD" />
                </Form.Item>
                <Form.Item noStyle dependencies={[['corporateActions', field.name, 'kind']]}>
                  {() =>
                    form.getFieldValue(['corporateActions', field.name, 'kind']) === 'split' ? (
                      <>
                        <Form.Item name={[field.name, 'from']} label={t('instruments.splitFrom')}>
                          <InputNumber min={1} max={1000} precision={0} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'to']} label={t('instruments.splitTo')}>
                          <InputNumber min={1} max={1000} precision={0} />
                        </Form.Item>
                      </>
                    ) : (
                      <>
                        <Form.Item
                          name={[field.name, 'amount']}
                          label={t('instruments.amountPerShare')}
                          rules={[DECIMAL_RULE]}
                        >
                          <Input style={{ width: 100 }} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'payDate']} label={t('instruments.payDate')}>
                          <Input style={{ width: 120 }} placeholder="YYYY-MM-DD" />
                        </Form.Item>
                      </>
                    )
                  }
                </Form.Item>
                <Button size="small" danger onClick={() => remove(field.name)}>
                  {t('common.delete')}
                </Button>
              </Space>
            ))}
            <Button
              size="small"
              type="dashed"
              onClick={() => add({ kind: 'dividend', exDate: '', payDate: '', amount: '', from: 1, to: 2 })}
            >
              {t('instruments.addAction')}
            </Button>
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}
