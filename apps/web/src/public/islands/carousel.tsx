import { Carousel } from '@/features/marketing/components/carousel';

// A slide as the document rendered it: the browser hydrates the carousel's controls and
// movement around the slides' server-made markup, so their components (the industries'
// cards and illustrations) never travel as script.
export type CarouselIslandSlide = { id: string; label: string; html: string };

type CarouselIslandProps = {
  slides: CarouselIslandSlide[];
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
};

// The home page's industries carousel (spec: advances every 6 s, three slides on desktop and
// one on phones, pausable).
export default function CarouselIsland({ slides, ...heading }: CarouselIslandProps) {
  return (
    <Carousel
      slides={slides.map(({ id, label, html }) => ({
        id,
        label,
        content: <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />,
      }))}
      {...heading}
    />
  );
}
