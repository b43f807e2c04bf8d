// /information/loginPass — change the login password (user/changeLoginPassword). Every session is
// revoked by the change; the answer carries a fresh one, which is stored at once.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { saveSession } from '../../shared/storage/session.ts';
import { Field } from '../../shared/ui/field.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useChangeLoginPassword } from './api/change-login-password.ts';
import {
  checkLoginPasswordChange,
  hasErrors,
  type Errors,
  type LoginPasswordInput,
} from './password-checks.ts';

const EMPTY: LoginPasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function LoginPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeLoginPassword();
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof LoginPasswordInput>>({});

  const set = (name: keyof LoginPasswordInput) => (value: string) => {
    setInput((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLoginPasswordChange(input);
    setErrors(found);
    if (hasErrors(found) || change.isPending) return;
    change.mutate(input, {
      onSuccess: (session) => {
        saveSession(session);
        showToast(t('password.loginChanged'));
        void navigate(ROUTES.security, { replace: true });
      },
    });
  };

  const error = (name: keyof LoginPasswordInput) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <Page title={t('screens.loginPassword')} testId="login-password-screen">
      <form className="card form" onSubmit={submit} noValidate>
        <Field
          label={t('password.current')}
          type="password"
          value={input.oldPassword}
          onChange={set('oldPassword')}
          placeholder={t('password.currentPlaceholder')}
          autoComplete="current-password"
          maxLength={128}
          error={error('oldPassword')}
          testId="login-password-old"
        />
        <Field
          label={t('password.new')}
          type="password"
          value={input.newPassword}
          onChange={set('newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          hint={t('auth.passwordHint')}
          autoComplete="new-password"
          maxLength={64}
          error={error('newPassword')}
          testId="login-password-new"
        />
        <Field
          label={t('password.confirmNew')}
          type="password"
          value={input.confirmPassword}
          onChange={set('confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
          error={error('confirmPassword')}
          testId="login-password-confirm"
        />
        <p className="muted small">{t('password.loginChangeNote')}</p>
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          loading={change.isPending}
          disabled={change.isPending}
          data-testid="login-password-submit"
        >
          {t('common.save')}
        </Button>
      </form>
    </Page>
  );
}
