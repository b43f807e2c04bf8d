import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { readItem, STORAGE_KEYS } from '../../shared/storage/local-store.ts';
import { saveSession } from '../../shared/storage/session.ts';
import { Field } from '../../shared/ui/field.tsx';
import { useLogin } from './api/login.ts';
import { checkLogin, hasErrors, type FieldErrors } from './credential-checks.ts';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [account, setAccount] = useState(() => readItem(STORAGE_KEYS.account) ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'account' | 'password'>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLogin({ account, password });
    setErrors(found);
    if (hasErrors(found) || login.isPending) return;
    login.mutate(
      { account: account.trim(), password },
      {
        onSuccess: (session) => {
          queryClient.clear();
          saveSession(session);
          void navigate(ROUTES.loginAfter, { replace: true });
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="login-form">
      <Field
        label={t('auth.account')}
        value={account}
        onChange={(value) => {
          setAccount(value);
          setErrors((current) => ({ ...current, account: undefined }));
        }}
        placeholder={t('auth.accountPlaceholder')}
        inputMode="numeric"
        autoComplete="username"
        maxLength={64}
        error={errors.account && t(errors.account)}
        testId="login-account"
      />
      <Field
        label={t('auth.password')}
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        maxLength={128}
        error={errors.password && t(errors.password)}
        testId="login-password"
      />
      <div className="form-links">
        <button
          type="button"
          className="link-button"
          onClick={() => void navigate(ROUTES.forgotPassword)}
          data-testid="login-forgot"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={login.isPending}
        disabled={login.isPending}
        data-testid="login-submit"
      >
        {t('auth.login')}
      </Button>
    </form>
  );
}
