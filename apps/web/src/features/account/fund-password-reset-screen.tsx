// /information/fundPassReset — a forgotten fund password: a one-time code is texted to the member's
// phone, and the code with the login password sets a new fund password (user/sendFundResetCode,
// user/resetFundPassword). Common fund passwords are pointed out as they are typed.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../shared/feedback/toast.ts';
import { formatPhone } from '../../shared/format/format-phone.ts';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { resendWaitOf, SendCodeButton, useCountdown } from '../../shared/ui/send-code-button.tsx';
import { useResetFundPassword, useSendFundResetCode } from './api/fund-reset.ts';
import {
  checkFundReset,
  hasErrors,
  newFundPasswordWarning,
  type Errors,
  type FundResetInput,
} from './password-checks.ts';
import { fundPasswordDigits } from '../../shared/ui/fund-password-field.tsx';

const EMPTY: FundResetInput = { code: '', password: '', fundPassword: '', confirmPassword: '' };

export function FundPasswordResetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendFundResetCode();
  const reset = useResetFundPassword();
  const countdown = useCountdown();
  const account = useUserInfo().data?.account;
  const [expiresInMinutes, setExpiresInMinutes] = useState<number | null>(null);
  const isSent = expiresInMinutes !== null;
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof FundResetInput>>({});

  const set = (name: keyof FundResetInput) => (value: string) => {
    const next = name === 'password' ? value : fundPasswordDigits(value);
    setInput((current) => ({ ...current, [name]: next }));
    const warning = name === 'fundPassword' ? newFundPasswordWarning(next) : undefined;
    setErrors((current) => ({ ...current, [name]: warning }));
  };

  const sendCode = () => {
    reset.reset();
    send.mutate(undefined, {
      onSuccess: (sent) => {
        setExpiresInMinutes(Math.round(sent.expiresInSeconds / 60));
        countdown.start(sent.resendAfterSeconds);
      },
      onError: (refusal) => {
        const wait = resendWaitOf(refusal);
        if (wait !== null) countdown.start(wait);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFundReset(input);
    setErrors(found);
    if (hasErrors(found) || reset.isPending) return;
    send.reset();
    reset.mutate(input, {
      onSuccess: () => {
        showToast(t('fundReset.done'));
        void navigate(ROUTES.security, { replace: true });
      },
    });
  };

  const error = (name: keyof FundResetInput) => (errors[name] ? t(errors[name]) : undefined);
  const digits = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

  return (
    <Page title={t('screens.fundPasswordReset')} testId="fund-password-reset-screen">
      <form className="card form" onSubmit={submit} noValidate data-testid="fund-reset-form">
        <p className="muted">{t('fundReset.intro')}</p>
        {expiresInMinutes !== null && account !== undefined && (
          <p className="muted" data-testid="fund-reset-sent-to">
            {t('forgot.sentTo', { phone: formatPhone(account), minutes: expiresInMinutes })}
          </p>
        )}
        <Field
          label={t('forgot.code')}
          value={input.code}
          onChange={set('code')}
          placeholder={t('forgot.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error('code')}
          testId="fund-reset-code"
        />
        <div className="send-code-row">
          <SendCodeButton
            countdown={countdown}
            isSent={isSent}
            isSending={send.isPending}
            onSend={sendCode}
            testId="fund-reset-send"
          />
        </div>
        <Field
          label={t('fundReset.loginPassword')}
          type="password"
          value={input.password}
          onChange={set('password')}
          placeholder={t('fundReset.loginPasswordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
          error={error('password')}
          testId="fund-reset-login-password"
        />
        <Field
          label={t('password.newFund')}
          value={input.fundPassword}
          onChange={set('fundPassword')}
          placeholder={t('password.sixDigits')}
          error={error('fundPassword')}
          testId="fund-reset-new"
          {...digits}
        />
        <Field
          label={t('password.confirmFund')}
          value={input.confirmPassword}
          onChange={set('confirmPassword')}
          placeholder={t('password.sixDigits')}
          error={error('confirmPassword')}
          testId="fund-reset-confirm"
          {...digits}
        />
        <FormRefusal error={reset.error ?? send.error} />
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          loading={reset.isPending}
          disabled={reset.isPending}
          data-testid="fund-reset-submit"
        >
          {t('common.save')}
        </Button>
      </form>
    </Page>
  );
}
