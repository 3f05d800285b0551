import { ShareJob } from '@/features/public/jobs/components/share-job';

// 'Copy link' needs a script (the clipboard); 'Email' is a plain mailto link.
export default function ShareJobIsland({ url, title }: { url: string; title: string }) {
  return <ShareJob url={url} title={title} />;
}
