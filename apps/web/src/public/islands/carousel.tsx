import { useState } from 'react';
import { Carousel } from '@/features/marketing/components/carousel';

// A slide as the document rendered it: the browser hydrates the carousel's controls and
// movement around the slides' server-made markup, so their components (the industries'
// cards and illustrations) never travel as script. The server renders `html`; the page's
// props leave it out (home.tsx's `browserProps`) and the browser reads each slide's markup back
// from the page before hydrating, so it is sent once.
export type CarouselIslandSlide = { id: string; label: string; html?: string };

const SLIDE_HTML_ATTRIBUTE = 'data-carousel-slide';

function slideHtml({ id, html }: CarouselIslandSlide): string {
  if (html !== undefined) return html;
  const element = document.querySelector(`[${SLIDE_HTML_ATTRIBUTE}="${CSS.escape(id)}"]`);
  return element?.innerHTML ?? '';
}

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
  // Read once, before React has touched the markup.
  const [markup] = useState(() => slides.map(slideHtml));
  return (
    <Carousel
      slides={slides.map(({ id, label }, index) => ({
        id,
        label,
        content: (
          <div
            style={{ display: 'contents' }}
            {...{ [SLIDE_HTML_ATTRIBUTE]: id }}
            dangerouslySetInnerHTML={{ __html: markup[index] ?? '' }}
          />
        ),
      }))}
      {...heading}
    />
  );
}
