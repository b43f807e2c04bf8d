// How an instrument is listed and described: asset class, market tab, reference previous close, its
// own lot, sector and fundamentals.
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSET_CLASSES, INSTRUMENT_TABS, SECTORS } from '@saham/domain/markets/instrument';
import { DECIMAL_RULE } from './field-rules.ts';

export function InstrumentListingFields() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
