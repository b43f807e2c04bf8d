import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { saveSession } from '../../shared/storage/session.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { TaggedText } from '../../shared/ui/tagged-text.tsx';
import { useRegister } from './api/register.ts';
import { checkRegistration, hasErrors, type FieldErrors, type RegisterInput } from './credential-checks.ts';

const EMPTY: RegisterInput = { account: '', password: '', confirmPassword: '', inviteCode: '', agree: false };

/** What was typed survives a visit to the agreement or the privacy policy (in memory only). */
let draft: RegisterInput = EMPTY;

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegister();
  const [input, setInput] = useState<RegisterInput>(() => draft);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterInput>>({});

  const change = <K extends keyof RegisterInput>(name: K, value: RegisterInput[K]) => {
    setInput((current) => {
      draft = { ...current, [name]: value };
      return draft;
    });
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRegistration(input);
    setErrors(found);
    if (hasErrors(found) || register.isPending) return;
    register.mutate(
      { ...input, account: input.account.trim(), inviteCode: input.inviteCode.trim() },
      {
        onSuccess: (session) => {
          draft = EMPTY;
          queryClient.clear();
          saveSession(session);
          void navigate(`${ROUTES.loginAfter}?welcome=new`, { replace: true });
        },
      },
    );
  };

  const fieldError = (name: keyof RegisterInput) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="register-form">
      <Field
        label={t('auth.account')}
        value={input.account}
        onChange={(value) => change('account', value)}
        placeholder={t('auth.accountPlaceholder')}
        hint={t('auth.accountHint')}
        inputMode="numeric"
        maxLength={12}
        autoComplete="username"
        error={fieldError('account')}
        testId="register-account"
      />
      <Field
        label={t('auth.password')}
        type="password"
        value={input.password}
        onChange={(value) => change('password', value)}
        placeholder={t('auth.newPasswordPlaceholder')}
        hint={t('auth.passwordHint')}
        autoComplete="new-password"
        maxLength={64}
        error={fieldError('password')}
        testId="register-password"
      />
      <Field
        label={t('auth.confirmPassword')}
        type="password"
        value={input.confirmPassword}
        onChange={(value) => change('confirmPassword', value)}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={64}
        error={fieldError('confirmPassword')}
        testId="register-confirm-password"
      />
      <Field
        label={t('auth.inviteCode')}
        value={input.inviteCode}
        onChange={(value) => change('inviteCode', value)}
        placeholder={t('auth.inviteCodePlaceholder')}
        maxLength={32}
        error={fieldError('inviteCode')}
        testId="register-invite-code"
      />
      <div className="agree-row">
        <Checkbox
          checked={input.agree}
          onChange={(checked) => change('agree', checked)}
          hasError={Boolean(errors.agree)}
          testId="register-agree"
        >
          <TaggedText
            text={t('auth.agreeText')}
            render={{
              agreement: (content) => (
                <Link to={ROUTES.agreement} data-testid="register-agreement-link">
                  {content}
                </Link>
              ),
              privacy: (content) => (
                <Link to={ROUTES.privacy} data-testid="register-privacy-link">
                  {content}
                </Link>
              ),
            }}
          />
        </Checkbox>
        {errors.agree && (
          <p className="field-error" role="alert" data-testid="register-agree-error">
            {t(errors.agree)}
          </p>
        )}
      </div>
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={register.isPending}
        disabled={register.isPending}
        data-testid="register-submit"
      >
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}
