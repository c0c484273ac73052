import { MediaImage } from '@/components/media/MediaImage';
import type { CaseStudy } from '@/content/schema';
import { caseStudyCopy } from '@/content/case-studies';
import { caseStudyMedia, WORK_CARD_SIZE, type CaseStudyImage } from '@/lib/work/grid';
import { CaseStudySidebar } from './CaseStudySidebar';
import { CaseStudyVideo } from './CaseStudyVideo';
import { UpNext } from './UpNext';

type Props = {
  study: CaseStudy;
  /** The case study Up Next leads to (study.nextWorkProject), as published; none: no Up Next. */
  next: CaseStudy | null;
  /** 'page': the full page (title is the h1). 'modal': inside the case-study dialog (its title names the study). */
  context: 'page' | 'modal';
};

function ImagePair({ images }: { images: CaseStudyImage[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:gap-6">
      {images.map((img) => (
        <div key={img.src} className="relative aspect-[710/890] overflow-hidden rounded-media bg-ink-3">
          <MediaImage
            src={img.src}
            alt={img.alt}
            fill
            intrinsic={WORK_CARD_SIZE.portrait}
            fraction={0.33}
            sizes="(min-width: 1440px) 440px, (min-width: 992px) 30vw, 46vw"
            className="object-cover"
          />
        </div>
      ))}
    </div>
  );
}

function TestimonialBlock({ study }: { study: CaseStudy }) {
  return (
    <figure className="rounded-media bg-paper px-6 py-10 text-on-paper sm:px-12 sm:py-14">
      <blockquote className="flex flex-col gap-3 text-h3 font-medium">
        {study.testimonial.split('\n').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`h-10 w-1 rounded-full ${study.bgColor === 'blue' ? 'bg-blue-strong' : 'bg-cyan-strong'}`}
        />
        <span className="flex flex-col">
          <span className="font-semibold">{study.testimonialAuthor}</span>
          <span className="text-on-paper-muted">{study.testimonialAuthorPosition}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The case-study layout shared by the full page and the modal: the sidebar, then the main column
 * (video, pair of images, video, testimonial, pair of images, video) and Up Next at the foot.
 */
export function CaseStudyLayout({ study, next, context }: Props) {
  const { videos, imagePairs } = caseStudyMedia(study);
  const [video1, video2, video3] = videos;
  const [pair1, pair2] = imagePairs;
  const videoLabel = (n: number) => `${study.title}: ${caseStudyCopy.videoLabel} ${n} / ${videos.length}`;
  return (
    <div className="flex flex-col gap-16 sm:gap-24">
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-16">
        <CaseStudySidebar study={study} titleAs={context === 'page' ? 'h1' : 'none'} />
        <div className="flex flex-col gap-4 lg:gap-6">
          {video1 ? <CaseStudyVideo {...video1} label={videoLabel(1)} /> : null}
          {pair1 ? <ImagePair images={pair1} /> : null}
          {video2 ? <CaseStudyVideo {...video2} label={videoLabel(2)} /> : null}
          <TestimonialBlock study={study} />
          {pair2 ? <ImagePair images={pair2} /> : null}
          {video3 ? <CaseStudyVideo {...video3} label={videoLabel(3)} /> : null}
        </div>
      </div>
      {next ? (
        <UpNext
          next={next}
          video={study.nextWorkProject.video}
          headingLevel={context === 'page' ? 'h2' : 'h3'}
          linkMode={context === 'page' ? 'document' : 'replace'}
        />
      ) : null}
    </div>
  );
}
