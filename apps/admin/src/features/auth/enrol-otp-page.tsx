// TOTP enrolment after sign-in: scan the QR code (or type the secret) into an authenticator app and
// confirm with its first code. Skippable unless the session must enrol before anything else.
import { Alert, Button, Flex, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearStaffCredentials, useStaffCredentials } from '../../shared/api/staff-session.ts';
import { CenteredCardPage } from '../../shared/ui/centered-card-page.tsx';
import { useEnrolOtp } from './api/enrol-otp.ts';
import { useMe } from './api/me.ts';

export function EnrolOtpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useStaffCredentials();
  const me = useMe(credentials !== null);
  const enrol = useEnrolOtp();

  if (!credentials) return <Navigate to="/login" replace />;
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError) {
    return (
      <CenteredCardPage title={t('enrol.title')}>
        <Result
          status="warning"
          subTitle={t('enrol.unavailable')}
          extra={
            <Button type="primary" onClick={clearStaffCredentials}>
              {t('enrol.backToLogin')}
            </Button>
          }
        />
      </CenteredCardPage>
    );
  }
  const { otpEnrolment, mustEnrolOtp } = me.data;
  if (!otpEnrolment) return <Navigate to="/" replace />;

  const submit = ({ otp }: { otp: string }) => {
    enrol.mutate(otp.trim(), { onSuccess: () => void navigate('/', { replace: true }) });
  };

  return (
    <CenteredCardPage title={t('enrol.title')}>
      <Typography.Paragraph>{t('enrol.intro')}</Typography.Paragraph>
      {mustEnrolOtp ? (
        <Alert type="warning" showIcon title={t('enrol.required')} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex justify="center" style={{ marginBottom: 16 }}>
        <div
          data-testid="otp-enrol-qr"
          style={{ padding: 12, background: '#fff', border: '1px solid #f0f0f0' }}
        >
          <QRCodeSVG value={otpEnrolment.uri} size={184} marginSize={0} title={t('enrol.qrTitle')} />
        </div>
      </Flex>
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('enrol.secret')}</Typography.Text>
        <br />
        <Typography.Text code copyable data-testid="otp-enrol-secret" style={{ wordBreak: 'break-all' }}>
          {otpEnrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={enrol.isPending}>
        <Form.Item
          name="otp"
          label={t('enrol.code')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.otpFormat') }]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="otp-enrol-code"
          />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={enrol.isPending}
            data-testid="otp-enrol-submit"
          >
            {t('enrol.submit')}
          </Button>
          {mustEnrolOtp ? null : (
            <Button
              block
              type="link"
              onClick={() => void navigate('/', { replace: true })}
              data-testid="otp-enrol-skip"
            >
              {t('enrol.skip')}
            </Button>
          )}
        </Space>
      </Form>
    </CenteredCardPage>
  );
}
