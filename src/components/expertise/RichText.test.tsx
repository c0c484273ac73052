// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const MALICIOUS =
  '<p>Fine <strong>bold</strong> <a href="/work">work</a> <a href="https://example.com" onclick="steal()">ext</a></p>' +
  '<script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true">' +
  '<a href="javascript:window.__pwned=true">click</a>' +
  '<svg onload="window.__pwned = true"><circle r="1"/></svg>';

describe('RichText', () => {
  it('renders allowed formatting and links', () => {
    const { container } = render(<RichText html={MALICIOUS} />);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('a[href="/work"]')).toHaveTextContent('work');
    const ext = container.querySelector('a[href="https://example.com"]');
    expect(ext).toHaveAttribute('target', '_blank');
    expect(ext).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders no script, image, svg, handler attribute or javascript: link', () => {
    const { container } = render(<RichText html={MALICIOUS} />);
    expect(container.querySelectorAll('script, img, svg, iframe')).toHaveLength(0);
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.value).not.toMatch(/javascript:/i);
      }
    }
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('wraps bare inline HTML in a paragraph', () => {
    const { container } = render(<RichText html="Just <em>text</em>" />);
    expect(container.querySelector('p em')).toHaveTextContent('text');
  });
});
