// A card of Form.List rows, with an add button and a remove button per row unless read-only.
import { Button, Card, Form, Space } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';

/** Rows of a Form.List with an add button and a remove button per row. */
export function ListCard({
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
