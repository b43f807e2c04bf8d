// What names an instrument: its market and code (fixed once it exists), its currency and its names in
// every language (English required).
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@saham/domain/languages';
import { MARKET_CODES } from '@saham/domain/markets/types';

export function InstrumentIdentityFields({ isEditing }: { isEditing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
