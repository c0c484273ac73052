'use client';
import { useState } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { Testimonial } from '@/content/schema';
import { wrapIndex } from '@/lib/about/carousel';

type TestimonialCarouselProps = { heading: string; previous: string; next: string; items: Testimonial[] };

/**
 * Client quotes with previous and next buttons that wrap around both ways.
 * All quotes are in the server HTML, stacked in one grid cell so the height never jumps; the current one
 * is announced politely to screen readers.
 */
export function TestimonialCarousel({ heading, previous, next, items }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0);
  const go = (step: number) => setCurrent((i) => wrapIndex(i + step, items.length));
  const buttonClass =
    'inline-flex size-12 items-center justify-center rounded-full border border-line transition-colors hover:border-fg hover:bg-ink-3';

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="container-site py-16 sm:py-24"
    >
      <div className="flex items-end justify-between gap-6">
        <h2 id="testimonials-heading" className="text-h2 font-semibold">
          {heading}
        </h2>
        <div className="flex items-center gap-3">
          <button type="button" className={buttonClass} aria-label={previous} aria-controls="testimonial-slides" onClick={() => go(-1)}>
            <ArrowLeft aria-hidden="true" size={20} />
          </button>
          <button type="button" className={buttonClass} aria-label={next} aria-controls="testimonial-slides" onClick={() => go(1)}>
            <ArrowRight aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
      <div id="testimonial-slides" aria-live="polite" className="mt-10 grid">
        {items.map((item, i) => (
          <div
            key={item.author}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            data-testid="testimonial"
            data-active={i === current}
            className={`col-start-1 row-start-1 rounded-media border border-line bg-ink-2 p-8 transition-opacity duration-500 sm:p-12 ${
              i === current ? 'opacity-100' : 'invisible opacity-0'
            }`}
          >
            <figure>
              <blockquote>
                <p className="text-h3 font-medium leading-snug">
                  <span aria-hidden="true" className="text-blue">
                    “
                  </span>
                  {item.quote}
                  <span aria-hidden="true" className="text-blue">
                    ”
                  </span>
                </p>
              </blockquote>
              <figcaption className="mt-8 flex flex-col gap-1">
                <span className="font-semibold">{item.author}</span>
                <span className="text-muted">{item.position}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <p aria-hidden="true" className="mt-4 text-sm text-muted tabular-nums">
        {current + 1} / {items.length}
      </p>
    </section>
  );
}
