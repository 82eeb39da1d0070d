// @vitest-environment jsdom
/**
 * The event's long description is server HTML: DOMPurify with the app's rules keeps the
 * formatting and removes planted scripts, event handlers, javascript: links and frames.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../src/web/components/SafeHtml';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

describe('sanitising the long description', () => {
  afterEach(() => {
    cleanup();
    delete window.__pwned;
  });

  it('keeps paragraphs, emphasis, lists and https links', () => {
    const clean = sanitizeHtml(
      '<p>Bring your <strong>team</strong> and <em>friends</em>.</p><ul><li>Lake</li></ul>' +
        '<a href="https://example.com/info">More</a>',
    );
    expect(clean).toContain('<p>Bring your <strong>team</strong> and <em>friends</em>.</p>');
    expect(clean).toContain('<ul><li>Lake</li></ul>');
    expect(clean).toContain('href="https://example.com/info"');
  });

  it('removes a planted script, with its content', () => {
    const clean = sanitizeHtml('<p>Hi</p><script>window.__pwned = 1</script>');
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes event handlers such as onerror and onclick', () => {
    const clean = sanitizeHtml(
      '<img src="https://example.com/a.png" onerror="window.__pwned = 1"><p onclick="x()">Go</p>',
    );
    expect(clean).not.toMatch(/onerror|onclick|__pwned/);
    expect(clean).toContain('<p>Go</p>');
  });

  it('removes javascript: and data: links but keeps the text', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:window.__pwned=1">Click</a><a href=" JaVaScRiPt:alert(1)">Two</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">Three</a>',
    );
    expect(clean).not.toMatch(/javascript:|data:/i);
    expect(clean).toContain('Click');
    expect(clean).toContain('Three');
  });

  it('removes frames, forms, styles and SVG', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input></form>' +
        '<style>body{display:none}</style><p style="position:fixed">Text</p>' +
        '<svg><script>alert(1)</script></svg>',
    );
    expect(clean).not.toMatch(/iframe|form|input|style|svg|script/i);
    expect(clean).toContain('<p>Text</p>');
  });

  it('gives a picture without a description an empty alt, and keeps one that has it', () => {
    const html = sanitizeHtml(
      '<p><img src="https://img.example/a.jpg"><img src="https://img.example/b.jpg" alt="Harbour"></p>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [plain, described] = Array.from(doc.querySelectorAll('img'));
    expect(plain.getAttribute('alt')).toBe('');
    expect(described.getAttribute('alt')).toBe('Harbour');
  });

  it('opens links to other sites in a new tab that cannot reach back', () => {
    const clean = sanitizeHtml('<a href="https://example.com">Site</a><a href="/team">Team</a>');
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Site</a>',
    );
    expect(clean).toContain('<a href="/team">Team</a>');
  });

  it('renders the sanitised HTML without running anything planted in it', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>The description</p><script>window.__pwned = 1</script>' +
          '<img src="x" onerror="window.__pwned = 1"><a href="javascript:window.__pwned=1">x</a>'
        }
      />,
    );
    expect(container.textContent).toContain('The description');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(window.__pwned).toBeUndefined();
  });

  it('renders nothing for an empty or missing description', () => {
    expect(render(<SafeHtml html={null} />).container.innerHTML).toBe('');
    expect(render(<SafeHtml html="<script>x()</script>" />).container.innerHTML).toBe('');
  });
});
