import { useMemo } from 'react';
import DOMPurify, { type Config } from 'dompurify';
import './SafeHtml.css';

/**
 * Only plain formatted text survives: no scripts, styles, frames, forms or SVG/MathML, no
 * event-handler or style attributes, and links and pictures only to http(s), mail, phone,
 * in-page anchors and this site's own paths (never javascript: or data:). A picture without
 * alt text gets an empty one.
 */
export const SAFE_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'link',
    'meta',
    'base',
    'template',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i,
};

/** A private DOMPurify instance, so its hook touches no other sanitising in the app. */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    // Links to other sites open in a new tab that cannot reach back into this one.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    // A picture its author described nothing about is decoration: screen readers skip it
    // rather than read out its file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
});

/** The HTML as it may be shown: sanitised by the rules above. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, SAFE_HTML_CONFIG);
}

export interface SafeHtmlProps {
  /** HTML from the server (an event's long description); null or empty renders nothing. */
  html: string | null | undefined;
  className?: string;
}

/**
 * Server-provided HTML, sanitised with DOMPurify before it reaches the page (product.md §11.md). Its
 * direction follows its own text (dir="auto"), so an English description reads left to right
 * on an Arabic screen.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (clean.trim() === '') return null;
  return (
    <div
      className={['safe-html', className].filter(Boolean).join(' ')}
      dir="auto"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
