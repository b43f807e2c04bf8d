// The editor's live preview: the body rebuilt from an inert parse (DOMParser runs no script and loads
// nothing) keeping only the contract's body tags, https links and our own news images — the same
// allow-list the server's sanitiser enforces on save, which stays the rule; this only shows it.
import { isNewsImageSrc, NEWS_BODY_TAGS } from '@saham/contract/news';

const KEPT = new Set<string>(NEWS_BODY_TAGS);
/** Dropped with everything inside them (their text is code or styling, not prose). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'template',
]);

function isHttpsUrl(href: string | null): href is string {
  if (href === null) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

function copyChildren(from: Node, to: Element): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.append(node.textContent ?? '');
      continue;
    }
    if (!(node instanceof Element)) continue;
    const tag = node.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!KEPT.has(tag)) {
      copyChildren(node, to);
      continue;
    }
    if (tag === 'img') {
      const src = node.getAttribute('src') ?? undefined;
      if (!isNewsImageSrc(src)) continue;
      const image = document.createElement('img');
      image.setAttribute('src', src ?? '');
      image.setAttribute('alt', node.getAttribute('alt') ?? '');
      to.append(image);
      continue;
    }
    const href = node.getAttribute('href');
    const copy = document.createElement(tag === 'a' && !isHttpsUrl(href) ? 'span' : tag);
    if (tag === 'a' && isHttpsUrl(href)) {
      copy.setAttribute('href', href);
      copy.setAttribute('rel', 'noopener noreferrer');
      copy.setAttribute('target', '_blank');
    }
    copyChildren(node, copy);
    to.append(copy);
  }
}

export function previewHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const container = document.createElement('div');
  copyChildren(parsed.body, container);
  return container.innerHTML;
}
