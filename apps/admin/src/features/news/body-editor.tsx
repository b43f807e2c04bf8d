// The article body editor: HTML in a textarea with a toolbar that wraps the selection in the tags the
// server keeps (h2, h3, strong, em, lists, quote, https links, our own images), beside a live preview.
// The preview keeps the same allow-list (preview-html.ts); what is saved is sanitised by the server.
import { useDeferredValue, useMemo, useRef } from 'react';
import { App, Button, Flex, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadNewsImage } from './api/news.ts';
import { previewHtml } from './preview-html.ts';
import './news-admin.css';

type ToolKey = 'h2' | 'h3' | 'p' | 'strong' | 'em' | 'ul' | 'ol' | 'blockquote' | 'link';

type ToolTitle =
  'heading' | 'subheading' | 'paragraph' | 'bold' | 'italic' | 'bullets' | 'numbers' | 'quote' | 'link';

const TOOLS: readonly { key: ToolKey; label: string; title: ToolTitle }[] = [
  { key: 'h2', label: 'H2', title: 'heading' },
  { key: 'h3', label: 'H3', title: 'subheading' },
  { key: 'p', label: '¶', title: 'paragraph' },
  { key: 'strong', label: 'B', title: 'bold' },
  { key: 'em', label: 'I', title: 'italic' },
  { key: 'ul', label: '•', title: 'bullets' },
  { key: 'ol', label: '1.', title: 'numbers' },
  { key: 'blockquote', label: '❝', title: 'quote' },
  { key: 'link', label: '↗', title: 'link' },
];

interface BodyEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  language: string;
}

export function BodyEditor({ value = '', onChange, language }: BodyEditorProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const area = useRef<HTMLTextAreaElement>(null);
  const upload = useUploadNewsImage();
  const deferred = useDeferredValue(value);
  const preview = useMemo(() => previewHtml(deferred), [deferred]);

  /** Replaces the selection with `before + selection + after`, keeping the selection inside. */
  const wrap = (before: string, after: string, placeholder = '') => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const selected = value.slice(start, end) || placeholder;
    const next = value.slice(0, start) + before + selected + after + value.slice(end);
    onChange?.(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  };

  const insertList = (tag: 'ul' | 'ol') => {
    const element = area.current;
    const selected = element ? value.slice(element.selectionStart, element.selectionEnd) : '';
    const lines = selected.split('\n').filter((line) => line.trim() !== '');
    const items = (lines.length > 0 ? lines : ['']).map((line) => `<li>${line.trim()}</li>`).join('');
    wrap(`<${tag}>${items}</${tag}>`, '', '');
  };

  const insertLink = () => {
    let href = '';
    void modal.confirm({
      title: t('news.editor.linkTitle'),
      content: (
        <input
          className="ant-input"
          placeholder="https://"
          autoFocus
          onChange={(event) => {
            href = event.target.value.trim();
          }}
          data-testid="news-link-url"
        />
      ),
      okText: t('common.save'),
      cancelText: t('common.cancel'),
      onOk: () => {
        if (href.startsWith('https://')) wrap(`<a href="${href.replaceAll('"', '%22')}">`, '</a>', href);
      },
    });
  };

  const runTool = (key: ToolKey) => {
    if (key === 'ul' || key === 'ol') insertList(key);
    else if (key === 'link') insertLink();
    else wrap(`<${key}>`, `</${key}>`);
  };

  return (
    <div className="news-body-editor">
      <Flex gap={4} wrap style={{ marginBottom: 6 }}>
        {TOOLS.map((tool) => (
          <Tooltip key={tool.key} title={t(`news.editor.${tool.title}`)}>
            <Button
              size="small"
              onClick={() => runTool(tool.key)}
              data-testid={`news-tool-${tool.key}-${language}`}
            >
              {tool.label}
            </Button>
          </Tooltip>
        ))}
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          customRequest={({ file }) => {
            if (!(file instanceof File)) return;
            upload.mutate(file, { onSuccess: (image) => wrap(`<p><img src="${image.url}" alt="`, '"></p>') });
          }}
        >
          <Button size="small" loading={upload.isPending}>
            {t('news.editor.image')}
          </Button>
        </Upload>
      </Flex>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <textarea
          ref={area}
          className="ant-input"
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          rows={14}
          spellCheck={false}
          style={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 13,
            resize: 'vertical',
          }}
          aria-label={t('news.body')}
          data-testid={`news-body-${language}`}
        />
        <div
          className="news-preview"
          aria-label={t('news.editor.preview')}
          data-testid={`news-preview-${language}`}
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </div>
    </div>
  );
}
