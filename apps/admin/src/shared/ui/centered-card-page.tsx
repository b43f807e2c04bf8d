// The frame of the screens before the layout: login and TOTP enrolment.
import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select.tsx';

export function CenteredCardPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Flex justify="flex-end">
        <LanguageSelect />
      </Flex>
      <Flex flex={1} justify="center" align="center">
        <Card style={{ width: '100%', maxWidth: 420 }}>
          <Typography.Text type="secondary" style={{ letterSpacing: 1 }}>
            {t('app.name')}
          </Typography.Text>
          <Typography.Title level={3} style={{ marginTop: 4 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
