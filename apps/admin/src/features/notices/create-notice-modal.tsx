// Writes a notice: to everyone or to one member, with a title and content in each of the six
// languages (one tab each, all required). A tab whose fields are missing is marked and opened.
import { useState } from 'react';
import { Badge, Form, Input, Modal, Radio, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import type { Language } from '@saham/domain/languages';
import { useCreateNotice } from './api/create-notice.ts';
import type { CreateNoticeRequest } from './api/create-notice.ts';

type Audience = 'broadcast' | 'member';
type Localized = Record<Language, string>;

interface NoticeForm {
  audience: Audience;
  memberAccount?: string;
  title: Localized;
  content: Localized;
}

const TITLE_MAX_LENGTH = 200;
const CONTENT_MAX_LENGTH = 5000;

function trimAll(values: Localized): Localized {
  const trimmed = { ...values };
  for (const language of LANGUAGES) trimmed[language] = values[language].trim();
  return trimmed;
}

function toRequest(values: NoticeForm): CreateNoticeRequest {
  return {
    memberAccount: values.audience === 'member' ? (values.memberAccount ?? '').trim() : null,
    title: trimAll(values.title),
    content: trimAll(values.content),
  };
}

export function CreateNoticeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeForm>();
  const audience = Form.useWatch('audience', form);
  const create = useCreateNotice();
  const [activeLanguage, setActiveLanguage] = useState<Language>('zh');
  const [languagesWithErrors, setLanguagesWithErrors] = useState<readonly Language[]>([]);

  const checkLanguages = () => {
    const failing = LANGUAGES.filter(
      (language) =>
        form.getFieldError(['title', language]).length > 0 ||
        form.getFieldError(['content', language]).length > 0,
    );
    setLanguagesWithErrors(failing);
    return failing;
  };

  const tabs = LANGUAGES.map((language) => ({
    key: language,
    forceRender: true,
    label: (
      <Badge
        dot={languagesWithErrors.includes(language)}
        offset={[6, 0]}
        data-testid={`notice-tab-${language}`}
      >
        {LANGUAGE_NATIVE_NAMES[language]}
      </Badge>
    ),
    children: (
      <>
        <Form.Item
          name={['title', language]}
          label={t('notices.title')}
          rules={[{ required: true, whitespace: true, message: t('notices.titleRequired') }]}
        >
          <Input maxLength={TITLE_MAX_LENGTH} data-testid={`notice-title-${language}`} />
        </Form.Item>
        <Form.Item
          name={['content', language]}
          label={t('notices.content')}
          rules={[{ required: true, whitespace: true, message: t('notices.contentRequired') }]}
        >
          <Input.TextArea
            rows={6}
            maxLength={CONTENT_MAX_LENGTH}
            showCount
            data-testid={`notice-content-${language}`}
          />
        </Form.Item>
      </>
    ),
  }));

  return (
    <Modal
      open={open}
      width={720}
      title={t('notices.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('notices.send')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'notice-submit' }}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setLanguagesWithErrors([]);
        setActiveLanguage('zh');
      }}
    >
      <Form<NoticeForm>
        form={form}
        layout="vertical"
        initialValues={{ audience: 'broadcast' }}
        preserve={false}
        onFinish={(values) => create.mutate(toRequest(values), { onSuccess: () => onClose() })}
        onFinishFailed={() => {
          const [first] = checkLanguages();
          if (first) setActiveLanguage(first);
        }}
        onFieldsChange={() => void checkLanguages()}
      >
        <Form.Item name="audience" label={t('notices.audience')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'broadcast', label: t('notices.broadcast') },
              { value: 'member', label: t('notices.oneMember') },
            ]}
            data-testid="notice-audience"
          />
        </Form.Item>
        {audience === 'member' ? (
          <Form.Item
            name="memberAccount"
            label={t('notices.memberAccount')}
            rules={[{ required: true, whitespace: true, message: t('notices.memberAccountRequired') }]}
          >
            <Input maxLength={64} inputMode="numeric" data-testid="notice-member-account" />
          </Form.Item>
        ) : null}
        <Tabs
          activeKey={activeLanguage}
          onChange={(key) => setActiveLanguage(LANGUAGES.find((language) => language === key) ?? 'zh')}
          items={tabs}
        />
      </Form>
    </Modal>
  );
}
