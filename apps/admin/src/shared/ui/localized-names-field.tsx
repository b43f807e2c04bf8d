// The names of one thing per language (issue 16 §3 "Wording"): six optional inputs under one label,
// stored in the form as `{ [field]: { zh, ch, en, ml, ja, ko } }`. An empty one falls back to the
// default name for members, which the hint says.
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@saham/domain/languages';

export const LOCALIZED_NAME_MAX_LENGTH = 100;

export function LocalizedNamesField({
  field,
  label,
  testId,
}: {
  field: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} extra={t('localizedNames.hint')}>
      <Row gutter={[8, 8]}>
        {LANGUAGES.map((language) => (
          <Col span={12} key={language}>
            <Form.Item name={[field, language]} noStyle>
              <Input
                addonBefore={LANGUAGE_NATIVE_NAMES[language]}
                maxLength={LOCALIZED_NAME_MAX_LENGTH}
                aria-label={`${label} — ${LANGUAGE_NATIVE_NAMES[language]}`}
                data-testid={`${testId}-${language}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
