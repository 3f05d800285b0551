import type { SVGProps } from 'react';

// Drawn to match components/ui/icons (24x24, 1.8 stroke, currentColor); decorative, since
// every button using them carries an accessible name.
type ControlIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function ControlIcon({ size = 20, d, ...props }: ControlIconProps & { d: string }) {
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
      <path d={d} />
    </svg>
  );
}

export function ChevronLeftIcon(props: ControlIconProps) {
  return <ControlIcon d="m14.5 6-6 6 6 6" {...props} />;
}

export function ChevronRightIcon(props: ControlIconProps) {
  return <ControlIcon d="m9.5 6 6 6-6 6" {...props} />;
}

export function PauseIcon(props: ControlIconProps) {
  return <ControlIcon d="M9 6v12M15 6v12" {...props} />;
}

export function PlayIcon(props: ControlIconProps) {
  return <ControlIcon d="M8 5.5v13l10.5-6.5z" {...props} />;
}
