import type { SVGProps } from 'react';

// The brand mark: a keystone, the stone that holds an arch together. Same drawing as
// public/favicon.svg. Decorative; the agency name next to it is the accessible text.
export function LogoMark(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg viewBox="0 0 32 32" width={36} height={36} aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="7" fill="var(--navy-900)" />
      <path
        d="M9 24 7 10h18l-2 14z"
        fill="none"
        stroke="var(--amber-400)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M12.5 10 14 24M19.5 10 18 24" stroke="var(--amber-400)" strokeWidth="2" />
    </svg>
  );
}
