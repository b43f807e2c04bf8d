// /information/addBankCard — binds a bank card: the bank from bank/banks, the holder shown as the
// verified real name and not editable (a card must be in the member's own name; the server binds it in
// that name too), account number (5–17 digits) and branch.
// A member who is not verified yet is sent to identity verification first.
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userInfoQuery } from '../../shared/api/get-userinfo.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useAddBankCard } from './api/add-bank-card.ts';
import { useBanks } from './api/banks.ts';
import { checkBankCard, type BankCardErrors, type BankCardInput } from './banking-checks.ts';
import './banking.css';

function AddBankCardForm({ verifiedName }: { verifiedName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useBanks();
  const add = useAddBankCard();
  const [input, setInput] = useState<BankCardInput>({
    holder: verifiedName,
    bankCode: '',
    accountNumber: '',
    branch: '',
  });
  const [errors, setErrors] = useState<BankCardErrors>({});

  const set = (name: keyof BankCardInput) => (value: string) => {
    setInput((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBankCard(input);
    setErrors(found);
    if (Object.values(found).some(Boolean) || add.isPending) return;
    add.mutate(
      {
        holder: input.holder.trim(),
        bankCode: input.bankCode,
        accountNumber: input.accountNumber.replace(/[\s-]/g, ''),
        branch: input.branch.trim(),
      },
      {
        onSuccess: () => {
          showToast(t('banking.cardAdded'));
          void navigate(ROUTES.bankList, { replace: true });
        },
      },
    );
  };

  if (banks.isPending) return <LoadingBlock />;
  if (banks.isError) return <QueryError error={banks.error} onRetry={() => void banks.refetch()} />;
  const error = (name: keyof BankCardInput) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="add-bank-card-form">
      <div className="field">
        <span className="field-label">{t('banking.holder')}</span>
        <p className="banking-holder" data-testid="add-bank-card-holder">
          <Icon name="lock" size={14} />
          {input.holder}
        </p>
        <p className="field-hint">{t('banking.holderLocked')}</p>
      </div>
      <div className={errors.bankCode ? 'field has-error' : 'field'}>
        <label className="field-label" htmlFor="add-bank-card-bank">
          {t('banking.bank')}
        </label>
        <select
          id="add-bank-card-bank"
          className="banking-select"
          value={input.bankCode}
          onChange={(event) => set('bankCode')(event.target.value)}
          data-testid="add-bank-card-bank"
        >
          <option value="">{t('banking.chooseBank')}</option>
          {banks.data.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankCode && (
          <p className="field-error" role="alert" data-testid="add-bank-card-bank-error">
            {t(errors.bankCode)}
          </p>
        )}
      </div>
      <Field
        label={t('banking.accountNumber')}
        value={input.accountNumber}
        onChange={set('accountNumber')}
        error={error('accountNumber')}
        inputMode="numeric"
        maxLength={20}
        placeholder={t('banking.accountNumberPlaceholder')}
        testId="add-bank-card-number"
      />
      <Field
        label={t('banking.branch')}
        value={input.branch}
        onChange={set('branch')}
        error={error('branch')}
        maxLength={100}
        placeholder={t('banking.branchPlaceholder')}
        testId="add-bank-card-branch"
      />
      <Button
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        block
        loading={add.isPending}
        disabled={add.isPending}
        data-testid="add-bank-card-submit"
      >
        {t('banking.addCard')}
      </Button>
    </form>
  );
}

function AddBankCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The verification may have just been decided: read the status afresh.
  const userInfo = useQuery({ ...userInfoQuery, staleTime: 0 });
  if (userInfo.isPending) return <LoadingBlock />;
  if (userInfo.isError) return <QueryError error={userInfo.error} onRetry={() => void userInfo.refetch()} />;
  if (userInfo.data.realNameStatus !== 'verified') {
    return (
      <EmptyState
        icon="shield"
        title={t('banking.verifyFirst')}
        description={t(`realName.${userInfo.data.realNameStatus}`)}
        testId="add-bank-card-verify-first"
        action={
          <Button
            color="primary"
            onClick={() => void navigate(ROUTES.realName)}
            data-testid="add-bank-card-go-verify"
          >
            {t('screens.realName')}
          </Button>
        }
      />
    );
  }
  return <AddBankCardForm verifiedName={userInfo.data.name ?? ''} />;
}

export function AddBankCardScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.addBankCard')} testId="add-bank-card-screen">
      <AddBankCard />
    </Page>
  );
}
