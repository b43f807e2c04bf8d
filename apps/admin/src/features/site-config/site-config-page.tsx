// Site configuration: title, date pattern, customer-service link, logo, display zone, and the texts members see per
// language (the exchanges claim, company information, licence disclosure; issue 16 §6). A new logo is
// uploaded first, previewed, and becomes the site's logo when the form is saved.
import { App, Button, Card, Divider, Flex, Form, Image, Input, Result, Skeleton, Tabs, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALIZED_SITE_TEXTS, SITE_CONFIG_NAMES, SITE_TEXT_LANGUAGES } from '@saham/contract/common';
import type { ConfigItem, SiteConfigName } from '@saham/contract/common';
import { DEFAULT_DISPLAY_ZONE, isTimeZoneName } from '@saham/domain/display-zone';
import { LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import { setDisplayZone } from '../../shared/format/format-date-time.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useSiteConfig } from './api/get-site-config.ts';
import { useUpdateSiteConfig } from './api/update-site-config.ts';
import { useUploadLogo } from './api/upload-logo.ts';

type SiteConfigForm = Record<SiteConfigName, string>;

const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function toForm(items: readonly ConfigItem[]): Partial<SiteConfigForm> {
  const form: Partial<SiteConfigForm> = {};
  for (const name of SITE_CONFIG_NAMES) form[name] = '';
  for (const item of items) {
    const name = SITE_CONFIG_NAMES.find((known) => known === item.name);
    if (name) form[name] = item.value;
  }
  return form;
}

/** The fields of each text per language: English first (every empty language falls back to it). */
const TEXT_LANGUAGES = [
  { key: 'en', suffix: '' },
  ...SITE_TEXT_LANGUAGES.map((language) => ({ key: language, suffix: `_${language}` })),
] as const;

function SiteTextFields() {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={TEXT_LANGUAGES.map(({ key, suffix }) => ({
        key,
        label: LANGUAGE_NATIVE_NAMES[key],
        // Every language's fields stay mounted, so saving never blanks a tab that was not opened.
        forceRender: true,
        children: LOCALIZED_SITE_TEXTS.map((text) => (
          <Form.Item key={text} name={`${text}${suffix}`} label={t(`siteConfig.${text}`)}>
            {text === 'exchangesClaim' ? (
              <Input maxLength={80} data-testid={`config-${text}-${key}`} />
            ) : (
              <Input.TextArea
                maxLength={2000}
                autoSize={{ minRows: 2, maxRows: 6 }}
                data-testid={`config-${text}-${key}`}
              />
            )}
          </Form.Item>
        )),
      }))}
    />
  );
}

function toItems(form: SiteConfigForm): ConfigItem[] {
  return SITE_CONFIG_NAMES.map((name) => ({ name, value: (form[name] ?? '').trim() }));
}

/** The logo as a form control: its value is the URL that `config/update` saves. */
function LogoField({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadLogo();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!LOGO_TYPES.includes(file.type)) {
      void message.error(t('errors.UPLOAD_INVALID'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > LOGO_MAX_BYTES) {
      void message.error(t('errors.UPLOAD_TOO_LARGE'));
      return Upload.LIST_IGNORE;
    }
    upload.mutate(file, { onSuccess: (url) => onChange?.(url) });
    // The upload is ours (with the staff headers), not antd's.
    return false;
  };

  return (
    <Flex align="center" gap={16} wrap>
      <div
        style={{
          width: 160,
          height: 80,
          border: '1px dashed #d9d9d9',
          borderRadius: 8,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fafafa',
        }}
      >
        {value ? (
          <Image
            src={value}
            alt={t('siteConfig.logo')}
            height={64}
            style={{ objectFit: 'contain' }}
            data-testid="logo-preview"
          />
        ) : (
          <span style={{ color: '#999' }}>{t('siteConfig.noLogo')}</span>
        )}
      </div>
      <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
        <Button loading={upload.isPending} data-testid="logo-upload">
          {t('siteConfig.uploadLogo')}
        </Button>
      </Upload>
    </Flex>
  );
}

export function SiteConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SiteConfigForm>();
  const config = useSiteConfig();
  const update = useUpdateSiteConfig();

  const save = (values: SiteConfigForm) => {
    update.mutate(toItems(values), {
      onSuccess: (items) => {
        // Dates everywhere in the back office follow the new zone from the next render.
        setDisplayZone(items.find((item) => item.name === 'displayZone')?.value);
        void message.success(t('siteConfig.saved'));
      },
    });
  };

  return (
    <>
      <PageHeader title={t('nav.siteConfig')} />
      <Card style={{ maxWidth: 720 }}>
        {config.isError ? (
          <Result
            status="warning"
            subTitle={t('siteConfig.unavailable')}
            extra={<Button onClick={() => void config.refetch()}>{t('common.retry')}</Button>}
          />
        ) : !config.data ? (
          <Skeleton active />
        ) : (
          <Form<SiteConfigForm>
            form={form}
            layout="vertical"
            initialValues={toForm(config.data)}
            onFinish={save}
            disabled={update.isPending}
          >
            <Form.Item
              name="title"
              label={t('siteConfig.title')}
              rules={[{ required: true, whitespace: true, message: t('siteConfig.titleRequired') }]}
            >
              <Input maxLength={200} data-testid="config-title" />
            </Form.Item>
            <Form.Item name="logo" label={t('siteConfig.logo')}>
              <LogoField />
            </Form.Item>
            <Form.Item
              name="datePattern"
              label={t('siteConfig.datePattern')}
              extra={t('siteConfig.datePatternHint')}
            >
              <Input maxLength={64} placeholder="YYYY-MM-DD HH:mm:ss" data-testid="config-date-pattern" />
            </Form.Item>
            <Form.Item
              name="kefuUrl"
              label={t('siteConfig.kefuUrl')}
              extra={t('siteConfig.kefuUrlHint')}
              rules={[{ type: 'url', message: t('siteConfig.kefuUrlFormat') }]}
            >
              <Input maxLength={2000} placeholder="https://" data-testid="config-kefu-url" />
            </Form.Item>
            <Form.Item
              name="displayZone"
              label={t('siteConfig.displayZone')}
              extra={t('siteConfig.displayZoneHint')}
              rules={[
                {
                  validator: (_, value: unknown) =>
                    typeof value === 'string' && isTimeZoneName(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('siteConfig.displayZoneFormat'))),
                },
              ]}
            >
              <Input maxLength={64} placeholder={DEFAULT_DISPLAY_ZONE} data-testid="config-display-zone" />
            </Form.Item>
            <Divider>{t('siteConfig.texts')}</Divider>
            <p style={{ color: '#888', marginTop: -8 }}>{t('siteConfig.textsHint')}</p>
            <SiteTextFields />
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="config-save">
              {t('common.save')}
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}
