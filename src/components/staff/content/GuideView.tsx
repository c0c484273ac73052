import { Fragment } from 'react';
import Link from '@/components/ui/Link';
import type { Block, GuidePicture, Inline } from '@/lib/docs/markdown';

const link = 'rounded-sm text-cyan underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus';

/** Inline parts as React: text stays text (nothing of the guide becomes markup). */
function Parts({ parts }: { parts: Inline[] }) {
  return parts.map((p, i) => {
    if (p.type === 'text') return <Fragment key={i}>{p.text}</Fragment>;
    if (p.type === 'code') return <code key={i} className="rounded bg-ink-3 px-1 font-mono text-[0.9em]">{p.text}</code>;
    if (p.type === 'strong') return <strong key={i} className="font-semibold text-fg"><Parts parts={p.children} /></strong>;
    if (p.type === 'em') return <em key={i}><Parts parts={p.children} /></em>;
    return (
      <Link key={i} href={p.href} className={link}>
        <Parts parts={p.children} />
      </Link>
    );
  });
}

/**
 * The staff guide's blocks (src/lib/docs/markdown.ts) as a page. `pictures`: each image's address in the guide
 * (editing/…) as the staff pages serve it, with its size; an image without one is left out.
 */
export function GuideView({ blocks, pictures }: { blocks: Block[]; pictures: Record<string, GuidePicture> }) {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading': {
        const Tag = `h${block.level}` as const;
        const size = block.level === 1 ? 'text-h3' : block.level === 2 ? 'mt-10 text-xl' : 'mt-6 text-lg';
        return (
          <Tag key={i} id={block.id} className={`${size} scroll-mt-24 font-semibold`}>
            <Parts parts={block.children} />
          </Tag>
        );
      }
      case 'paragraph':
        return (
          <p key={i} className="mt-4 measure-70">
            <Parts parts={block.children} />
          </p>
        );
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          <Tag key={i} className={`mt-4 measure-70 space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Parts parts={item} />
              </li>
            ))}
          </Tag>
        );
      }
      case 'table':
        return (
          <div key={i} className="mt-4 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr>
                  {block.head.map((cell, j) => (
                    <th key={j} scope="col" className="border-b border-line px-3 py-2 font-semibold">
                      <Parts parts={cell} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, j) => (
                  <tr key={j}>
                    {row.map((cell, k) => (
                      <td key={k} className="border-b border-line px-3 py-2 align-top">
                        <Parts parts={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      case 'image': {
        const picture = pictures[block.src];
        return picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- a picture of the guide, served to staff by its own route
          <img key={i} src={picture.href} alt={block.alt} width={picture.width} height={picture.height} loading="lazy" className="mt-4 h-auto w-full max-w-3xl rounded-[var(--radius-card)] border border-line" />
        ) : null;
      }
    }
  });
}
