// Staff sign-in: username and password; the TOTP field appears once the server asks for it.
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../shared/api/api-refusal.ts';
import { getStaffCredentials } from '../../shared/api/staff-session.ts';
import { reportError } from '../../shared/ui/error-toast.tsx';
import { CenteredCardPage } from '../../shared/ui/centered-card-page.tsx';
import { useLogin } from './api/login.ts';
import type { LoginRequest } from './api/login.ts';

interface LoginForm {
  username: string;
  password: string;
  otp?: string;
}

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [isOtpAsked, setIsOtpAsked] = useState(false);
  // Only a visit with a session already open skips the form; a fresh login navigates itself.
  const [wasSignedIn] = useState(() => getStaffCredentials() !== null);
  if (wasSignedIn) return <Navigate to="/" replace />;

  const submit = ({ username, password, otp }: LoginForm) => {
    const request: LoginRequest = { username: username.trim(), password };
    if (isOtpAsked && otp) request.otp = otp.trim();
    login.mutate(request, {
      onSuccess: (session) => {
        void navigate(session.otpEnrolment ? '/enrol-otp' : returnPath(location.state), { replace: true });
      },
      onError: (error) => {
        const code = error instanceof ApiRefusal ? error.code : null;
        if (code === 'OTP_REQUIRED' || code === 'OTP_INVALID') setIsOtpAsked(true);
        if (code !== 'OTP_REQUIRED') reportError(error);
      },
    });
  };

  return (
    <CenteredCardPage title={t('login.title')}>
      <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
        <Form.Item
          name="username"
          label={t('login.username')}
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input autoComplete="username" autoFocus data-testid="login-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
        {isOtpAsked ? (
          <>
            <Alert type="info" showIcon title={t('login.otpHint')} style={{ marginBottom: 16 }} />
            <Form.Item
              name="otp"
              label={t('login.otp')}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.otpFormat') }]}
            >
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
                data-testid="login-otp"
              />
            </Form.Item>
          </>
        ) : null}
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
    </CenteredCardPage>
  );
}
