// The one rule for article HTML: staff write bodies in a rich-text editor and the server keeps only a
// strict allow-list on save. Kept: p, h2, h3, strong, em, ul, ol, li, a, img, blockquote, br. Links
// keep an https href only and always open with rel="noopener noreferrer"; images keep a src only when
// it is one of our own news images (newsImageUrl) and an alt. Everything else — scripts, styles,
// iframes, event handlers, classes, javascript: and data: URLs — is dropped; a dropped tag's text stays
// (a script's or style's text does not).
import sanitizeHtml from 'sanitize-html';
import { isNewsImageSrc, NEWS_BODY_TAGS } from '@saham/contract/news';

function isHttpsUrl(href: string | undefined): href is string {
  if (href === undefined) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NEWS_BODY_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    a: (_tagName, attribs): sanitizeHtml.Tag =>
      isHttpsUrl(attribs.href)
        ? {
            tagName: 'a',
            attribs: { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' },
          }
        : // A link without a safe target keeps its text only.
          { tagName: 'span', attribs: {} },
    img: (_tagName, attribs): sanitizeHtml.Tag => {
      const { src, alt = '' } = attribs;
      return { tagName: 'img', attribs: src !== undefined && isNewsImageSrc(src) ? { src, alt } : {} };
    },
  },
  // An image whose src was not ours has none left: drop the element.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isNewsImageSrc(frame.attribs.src),
};

export function sanitizeNewsBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML shows anything: text or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
