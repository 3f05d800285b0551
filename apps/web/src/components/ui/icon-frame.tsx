import type { ReactNode, SVGProps } from 'react';

// The frame every hand-drawn icon is drawn in: 24x24, stroked in `currentColor`, decorative
// (aria-hidden). The site's icon set is icons.tsx; an area's own icons (the staff shell's) are
// in modules of their own, so their drawings stay out of the chunk the public pages load.
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
