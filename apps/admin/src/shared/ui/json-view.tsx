// Before/after values of the audit log, pretty-printed.
import { Typography } from 'antd';

export function JsonView({ value }: { value: unknown }) {
  const text = value === undefined ? '—' : JSON.stringify(value, null, 2);
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12 }}>{text}</pre>
    </Typography.Paragraph>
  );
}
