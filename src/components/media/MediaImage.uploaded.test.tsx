import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaImage } from './MediaImage';

const sha = 'b'.repeat(64);
const reference = `/media/u/${sha}/1300x900-25-80.webp`;

describe('MediaImage with an uploaded image', () => {
  afterEach(() => {
    delete process.env.MEDIA_BASE_URL;
  });

  it('serves its own renditions (no optimiser round trip) with its focal point as object-position', () => {
    const html = renderToStaticMarkup(<MediaImage src={reference} alt="Two people at a whiteboard" width={1452} height={890} sizes="50vw" className="object-cover" />);
    expect(html).toContain(`src="/media/u/${sha}/1280.webp"`);
    expect(html).toContain(`srcSet="${[480, 640, 750, 828, 992, 1080, 1280].map((w) => `/media/u/${sha}/${w}.webp ${w}w`).join(', ')}"`);
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('object-position:25% 80%');
    expect(html).toContain('alt="Two people at a whiteboard"');
    expect(html).toContain('width="1452"');
    expect(html).not.toContain('/_next/image');
  });

  it('takes its size from the reference when the page gives none, and ignores an external media service', () => {
    process.env.MEDIA_BASE_URL = 'https://media.example';
    const html = renderToStaticMarkup(<MediaImage src={reference} alt="" sizes="100vw" />);
    expect(html).toContain('width="1300"');
    expect(html).toContain('height="900"');
    expect(html).not.toContain('media.example');
  });
});
