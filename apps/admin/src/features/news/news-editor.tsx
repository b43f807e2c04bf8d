// Writes or edits an article: category, cover image, related instrument codes, and per language (one
// tab each, like the notice form) a title, a summary and the body. Traditional Chinese and English
// are required (the fallback languages); an empty tab falls back for its readers. A new article is
// saved as a draft; publishing is a separate action in the list.
import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Drawer,
  Flex,
  Form,
  Image,
  Input,
  Radio,
  Select,
  Space,
  Spin,
  Tabs,
  Upload,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NEWS_INSTRUMENTS_MAX,
  NEWS_REQUIRED_LANGUAGES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type AdminNews,
} from '@saham/contract/admin-news';
import { NEWS_CATEGORIES, type NewsCategory } from '@saham/contract/news';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@saham/domain/languages';
import { useNewsArticle, useSaveNews, useUploadNewsImage, type NewsFieldsRequest } from './api/news.ts';
import { BodyEditor } from './body-editor.tsx';

type Localized = Record<Language, string>;
type Cover = { id: string; url: string };

interface NewsForm {
  category: NewsCategory;
  title: Localized;
  summary: Localized;
  body: Localized;
  instrumentCodes: string[];
}

const EMPTY: Localized = { zh: '', ch: '', en: '', ml: '', ja: '', ko: '' };

function isRequired(language: Language): boolean {
  return NEWS_REQUIRED_LANGUAGES.some((required) => required === language);
}

function formOf(article: AdminNews | undefined): NewsForm {
  if (!article) return { category: 'hot', title: EMPTY, summary: EMPTY, body: EMPTY, instrumentCodes: [] };
  return {
    category: article.category,
    title: article.title,
    summary: article.summary,
    body: article.body,
    instrumentCodes: article.instrumentCodes,
  };
}

function trimAll(values: Localized | undefined): Localized {
  const trimmed = { ...EMPTY };
  for (const language of LANGUAGES) trimmed[language] = (values?.[language] ?? '').trim();
  return trimmed;
}

interface NewsEditorProps {
  /** null: a new article; a number: edit that one; undefined: closed. */
  articleId: number | null | undefined;
  onClose: () => void;
}

export function NewsEditor({ articleId, onClose }: NewsEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewsForm>();
  const isOpen = articleId !== undefined;
  const existing = useNewsArticle(isOpen ? articleId : null);
  const save = useSaveNews();
  const upload = useUploadNewsImage();
  /** undefined: the article's own cover; otherwise the one uploaded (or null: removed) here. */
  const [coverChange, setCover] = useState<Cover | null | undefined>(undefined);
  const [activeLanguage, setActiveLanguage] = useState<Language>('zh');
  const [languagesWithErrors, setLanguagesWithErrors] = useState<readonly Language[]>([]);
  const isLoading = articleId !== null && articleId !== undefined && existing.isPending;

  const article = articleId === null || articleId === undefined ? undefined : existing.data;
  const storedCover =
    article?.coverImageId && article.coverUrl ? { id: article.coverImageId, url: article.coverUrl } : null;
  const cover = coverChange === undefined ? storedCover : coverChange;

  useEffect(() => {
    if (isOpen && !isLoading) form.setFieldsValue(formOf(article));
  }, [isOpen, isLoading, article, form]);

  const checkLanguages = () => {
    const failing = LANGUAGES.filter((language) =>
      (['title', 'summary', 'body'] as const).some(
        (field) => form.getFieldError([field, language]).length > 0,
      ),
    );
    setLanguagesWithErrors(failing);
    return failing;
  };

  const submit = (values: NewsForm) => {
    const request: NewsFieldsRequest & { id: number | null } = {
      id: articleId ?? null,
      category: values.category,
      title: trimAll(values.title),
      summary: trimAll(values.summary),
      body: trimAll(values.body),
      coverImageId: cover?.id ?? null,
      instrumentCodes: values.instrumentCodes,
    };
    save.mutate(request, { onSuccess: () => onClose() });
  };

  const required = (language: Language, message: string) =>
    isRequired(language) ? [{ required: true, whitespace: true, message }] : [];

  const tabs = LANGUAGES.map((language) => ({
    key: language,
    forceRender: true,
    label: (
      <Badge
        dot={languagesWithErrors.includes(language)}
        offset={[6, 0]}
        data-testid={`news-tab-${language}`}
      >
        {LANGUAGE_NATIVE_NAMES[language]}
        {isRequired(language) ? ' *' : ''}
      </Badge>
    ),
    children: (
      <>
        <Form.Item
          name={['title', language]}
          label={t('news.title')}
          rules={required(language, t('news.titleRequired'))}
        >
          <Input maxLength={NEWS_TITLE_MAX} data-testid={`news-title-${language}`} />
        </Form.Item>
        <Form.Item
          name={['summary', language]}
          label={t('news.summary')}
          rules={required(language, t('news.summaryRequired'))}
        >
          <Input.TextArea
            rows={2}
            maxLength={NEWS_SUMMARY_MAX}
            showCount
            data-testid={`news-summary-${language}`}
          />
        </Form.Item>
        <Form.Item
          name={['body', language]}
          label={t('news.body')}
          rules={required(language, t('news.bodyRequired'))}
        >
          <BodyEditor language={language} />
        </Form.Item>
      </>
    ),
  }));

  return (
    <Drawer
      open={isOpen}
      width={1000}
      title={articleId === null ? t('news.create') : t('news.edit')}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) return;
        form.resetFields();
        setCover(undefined);
        setLanguagesWithErrors([]);
        setActiveLanguage('zh');
      }}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="news-save"
          >
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Form<NewsForm>
          form={form}
          layout="vertical"
          initialValues={formOf(undefined)}
          onFinish={submit}
          onFinishFailed={() => {
            const [first] = checkLanguages();
            if (first) setActiveLanguage(first);
          }}
          onFieldsChange={() => void checkLanguages()}
        >
          <Flex gap={24} wrap>
            <Form.Item name="category" label={t('news.category')}>
              <Radio.Group
                optionType="button"
                options={NEWS_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(`news.categories.${category}`),
                }))}
                data-testid="news-category"
              />
            </Form.Item>
            <Form.Item label={t('news.cover')}>
              <Space align="center">
                {cover ? (
                  <Image
                    src={cover.url}
                    width={120}
                    height={66}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                  />
                ) : null}
                <Upload
                  accept="image/png,image/jpeg,image/webp"
                  showUploadList={false}
                  customRequest={({ file }) => {
                    if (file instanceof File) upload.mutate(file, { onSuccess: setCover });
                  }}
                >
                  <Button loading={upload.isPending} data-testid="news-cover-upload">
                    {cover ? t('news.replaceCover') : t('news.uploadCover')}
                  </Button>
                </Upload>
                {cover ? (
                  <Button type="link" danger onClick={() => setCover(null)}>
                    {t('news.removeCover')}
                  </Button>
                ) : null}
              </Space>
            </Form.Item>
            <Form.Item
              name="instrumentCodes"
              label={t('news.instruments')}
              tooltip={t('news.instrumentsHint')}
              style={{ minWidth: 260, flex: 1 }}
            >
              <Select
                mode="tags"
                maxCount={NEWS_INSTRUMENTS_MAX}
                tokenSeparators={[',', ' ']}
                open={false}
                placeholder="1155, FBMKLCI"
                data-testid="news-instruments"
              />
            </Form.Item>
          </Flex>
          <Tabs
            activeKey={activeLanguage}
            onChange={(key) => setActiveLanguage(LANGUAGES.find((language) => language === key) ?? 'zh')}
            items={tabs}
          />
        </Form>
      )}
    </Drawer>
  );
}
