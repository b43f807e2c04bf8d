// /information/fundPass — the 6-digit fund password: set it (user/setFundPassword) when the member has
// none, otherwise change it (user/changeFundPassword) given the current one.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Field } from '../../shared/ui/field.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useChangeFundPassword } from './api/change-fund-password.ts';
import './account.css';
import { useSetFundPassword } from './api/set-fund-password.ts';
import {
  checkFundPassword,
  hasErrors,
  newFundPasswordWarning,
  type Errors,
  type FundPasswordInput,
} from './password-checks.ts';
import { fundPasswordDigits } from '../../shared/ui/fund-password-field.tsx';

const EMPTY: FundPasswordInput = { oldFundPassword: '', fundPassword: '', confirmPassword: '' };

function FundPasswordForm({ isChange }: { isChange: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setFund = useSetFundPassword();
  const changeFund = useChangeFundPassword();
  const mutation = isChange ? changeFund : setFund;
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof FundPasswordInput>>({});

  const set = (name: keyof FundPasswordInput) => (value: string) => {
    const digits = fundPasswordDigits(value);
    setInput((current) => ({ ...current, [name]: digits }));
    // A repeated digit or a run is pointed out as soon as it is typed, before submitting.
    const warning = name === 'fundPassword' ? newFundPasswordWarning(digits) : undefined;
    setErrors((current) => ({ ...current, [name]: warning }));
  };

  const done = () => {
    showToast(isChange ? t('password.fundChanged') : t('password.fundSet'));
    void navigate(ROUTES.security, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFundPassword(input, isChange);
    setErrors(found);
    if (hasErrors(found) || mutation.isPending) return;
    if (isChange) changeFund.mutate(input, { onSuccess: done });
    else
      setFund.mutate(
        { fundPassword: input.fundPassword, confirmPassword: input.confirmPassword },
        { onSuccess: done },
      );
  };

  const error = (name: keyof FundPasswordInput) => (errors[name] ? t(errors[name]) : undefined);
  const digits = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

  return (
    <form
      className="card form"
      onSubmit={submit}
      noValidate
      data-testid={isChange ? 'fund-password-change-form' : 'fund-password-set-form'}
    >
      <p className="muted">{isChange ? t('password.fundChangeIntro') : t('password.fundSetIntro')}</p>
      {isChange && (
        <Field
          label={t('password.currentFund')}
          value={input.oldFundPassword}
          onChange={set('oldFundPassword')}
          placeholder={t('password.sixDigits')}
          error={error('oldFundPassword')}
          testId="fund-password-old"
          {...digits}
        />
      )}
      <Field
        label={isChange ? t('password.newFund') : t('password.fund')}
        value={input.fundPassword}
        onChange={set('fundPassword')}
        placeholder={t('password.sixDigits')}
        error={error('fundPassword')}
        testId="fund-password-new"
        {...digits}
      />
      <Field
        label={t('password.confirmFund')}
        value={input.confirmPassword}
        onChange={set('confirmPassword')}
        placeholder={t('password.sixDigits')}
        error={error('confirmPassword')}
        testId="fund-password-confirm"
        {...digits}
      />
      {isChange && (
        <div className="fund-password-links">
          <button
            type="button"
            className="link-button"
            onClick={() => void navigate(ROUTES.fundPasswordReset)}
            data-testid="fund-password-forgot"
          >
            {t('fundReset.link')}
          </button>
        </div>
      )}
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={mutation.isPending}
        disabled={mutation.isPending}
        data-testid="fund-password-submit"
      >
        {isChange ? t('common.save') : t('password.setFund')}
      </Button>
    </form>
  );
}

export function FundPasswordScreen() {
  const { t } = useTranslation();
  const query = useUserInfo();
  const content = () => {
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <FundPasswordForm key={String(query.data.hasFundPassword)} isChange={query.data.hasFundPassword} />
    );
  };
  return (
    <Page title={t('screens.fundPassword')} testId="fund-password-screen">
      {content()}
    </Page>
  );
}
