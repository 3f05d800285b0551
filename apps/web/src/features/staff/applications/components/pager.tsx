import { Pager } from '@/components/ui/pager';

type ListPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  // "applications" or "messages", for the summary and the navigation's name.
  noun: string;
  onPageChange: (page: number) => void;
};

// The primitive Pager with the "Showing 21–40 of 87 applications" summary these lists share.
export function ListPager({ page, pageSize, total, noun, onPageChange }: ListPagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      label={`Pages of ${noun}`}
      onPageChange={onPageChange}
      position="short"
      summary={
        total === 0 || first > total
          ? `Page ${page} of ${pageCount}`
          : `Showing ${first}–${last} of ${total} ${noun}`
      }
    />
  );
}
