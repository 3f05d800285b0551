import { Eyebrow } from '@/components/ui/section';
import {
  AlternatingHeadline,
  type HeadlineMessage,
} from '@/features/marketing/components/alternating-headline';

type AlternatingHeadlineIslandProps = { id: string; eyebrow: string; messages: HeadlineMessage[] };

// The home page's contact headline, whose text takes turns (pausable).
export default function AlternatingHeadlineIsland({
  id,
  eyebrow,
  messages,
}: AlternatingHeadlineIslandProps) {
  return <AlternatingHeadline id={id} messages={messages} eyebrow={<Eyebrow>{eyebrow}</Eyebrow>} />;
}
