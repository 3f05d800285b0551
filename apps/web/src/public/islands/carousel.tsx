import { INDUSTRY_LABELS, type Industry } from '@staffing/shared/constants';
import { IndustryFeatureCard } from '@/features/industries/components/industry-feature-card';
import { Carousel } from '@/features/marketing/components/carousel';

type CarouselIslandProps = {
  industries: Industry[];
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
};

// The home page's industries carousel (spec: advances every 6 s, three slides on desktop and
// one on phones, pausable). The slides are the industries' feature cards.
export default function CarouselIsland({ industries, ...heading }: CarouselIslandProps) {
  const slides = industries.map((industry) => ({
    id: industry,
    label: INDUSTRY_LABELS[industry],
    content: <IndustryFeatureCard industry={industry} headingLevel="h3" />,
  }));
  return <Carousel slides={slides} {...heading} />;
}
