import type { ReactNode } from 'react';
import type { Industry } from '@staffing/shared/constants';
import { cx } from '@/lib/cx';
import styles from './industry-illustration.module.css';

// Flat illustrations drawn for this site, inline so they ship with the page (nothing is
// fetched) and take their colours from the design tokens. The viewBox fixes the aspect
// ratio, so the space is reserved before layout and nothing shifts. Decorative: the card
// text next to them says what they show.

type ArtProps = { className?: string };

function Art({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 200"
      className={cx(styles.art, className)}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function Ground() {
  return (
    <>
      <rect width="320" height="200" className={styles.sky} />
      <rect y="178" width="320" height="22" className={styles.soft} />
    </>
  );
}

function HealthcareArt({ className }: ArtProps) {
  return (
    <Art className={className}>
      <rect width="320" height="200" className={styles.sky} />
      <circle cx="262" cy="46" r="70" className={styles.soft} />
      <rect y="178" width="320" height="22" className={styles.soft} />
      <rect x="36" y="78" width="128" height="100" rx="6" className={styles.card} />
      <rect x="36" y="78" width="128" height="12" rx="4" className={styles.navy} />
      {[50, 89, 128].map((x) =>
        [100, 126].map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="22"
            height="16"
            rx="2"
            className={styles.soft}
          />
        )),
      )}
      <rect x="86" y="148" width="28" height="30" rx="3" className={styles.navy} />
      <circle cx="100" cy="56" r="24" className={styles.accent} />
      <rect x="94" y="42" width="12" height="28" rx="2" className={styles.paper} />
      <rect x="86" y="50" width="28" height="12" rx="2" className={styles.paper} />
      <rect x="184" y="84" width="112" height="76" rx="10" className={styles.ink} />
      <polyline
        points="196,124 218,124 228,104 240,146 252,112 262,124 284,124"
        className={styles.strokeAccent}
      />
      <rect x="232" y="160" width="16" height="12" className={styles.navy} />
      <rect x="214" y="172" width="52" height="6" rx="3" className={styles.navy} />
      <path
        d="M276 66c-4-6-14-4-14 4 0 7 14 14 14 14s14-7 14-14c0-8-10-10-14-4z"
        className={styles.accentDeep}
      />
    </Art>
  );
}

function ConstructionArt({ className }: ArtProps) {
  return (
    <Art className={className}>
      <Ground />
      <circle cx="276" cy="46" r="24" className={styles.accentSoft} />
      <path d="M62 30 69 12 76 30z" className={styles.accentDeep} />
      <path d="M69 12 44 30M69 12l177 18" className={styles.strokeNavy} />
      <rect x="62" y="30" width="14" height="148" className={styles.accent} />
      <path
        d="M62 170 76 154 62 138 76 122 62 106 76 90 62 74 76 58 62 42"
        className={styles.strokeNavy}
      />
      <rect x="40" y="30" width="210" height="10" className={styles.accent} />
      <rect x="40" y="40" width="22" height="16" className={styles.navy} />
      <path d="M196 40v44" className={styles.strokeInk} />
      <rect x="190" y="84" width="12" height="8" rx="2" className={styles.ink} />
      <path d="M196 92 172 102M196 92l24 10" className={styles.strokeNavy} />
      <rect x="160" y="102" width="72" height="8" rx="2" className={styles.navy} />
      <rect x="156" y="122" width="130" height="56" className={styles.card} />
      {[156, 196, 236, 276].map((x) => (
        <rect key={x} x={x} y="122" width="10" height="56" className={styles.navy} />
      ))}
      <rect x="156" y="122" width="130" height="8" className={styles.navy} />
      <rect x="156" y="148" width="130" height="6" className={styles.navy} />
      <path d="M98 176a24 24 0 0 1 48 0z" className={styles.accent} />
      <rect x="117" y="150" width="10" height="26" rx="3" className={styles.accentDeep} />
      <rect x="90" y="172" width="64" height="8" rx="4" className={styles.accentDeep} />
    </Art>
  );
}

type CodeTone = 'accent' | 'greyDark' | 'paper';

const CODE_LINES: readonly (readonly [CodeTone, number, number, number])[] = [
  ['accent', 74, 58, 34],
  ['greyDark', 114, 58, 50],
  ['paper', 86, 70, 62],
  ['accent', 154, 70, 24],
  ['greyDark', 86, 82, 40],
  ['paper', 132, 82, 58],
  ['accent', 98, 94, 46],
  ['greyDark', 150, 94, 30],
  ['paper', 86, 106, 30],
  ['accent', 74, 118, 20],
];

function TechArt({ className }: ArtProps) {
  return (
    <Art className={className}>
      <Ground />
      <circle cx="58" cy="52" r="60" className={styles.soft} />
      <rect x="52" y="36" width="176" height="116" rx="10" className={styles.ink} />
      <rect x="62" y="46" width="156" height="92" rx="4" className={styles.navy} />
      {CODE_LINES.map(([tone, x, y, width]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width={width}
          height="6"
          rx="3"
          className={styles[tone]}
        />
      ))}
      <rect x="128" y="152" width="24" height="16" className={styles.navy} />
      <rect x="104" y="168" width="72" height="8" rx="4" className={styles.navy} />
      <rect x="204" y="94" width="92" height="62" rx="10" className={styles.card} />
      <circle cx="226" cy="116" r="11" className={styles.accent} />
      <rect x="244" y="108" width="40" height="6" rx="3" className={styles.ink} />
      <rect x="244" y="120" width="28" height="6" rx="3" className={styles.greyDark} />
      <rect x="216" y="136" width="30" height="10" rx="5" className={styles.soft} />
      <rect x="252" y="136" width="30" height="10" rx="5" className={styles.accentSoft} />
      <circle cx="268" cy="48" r="22" className={styles.accent} />
      <path d="m262 40-8 8 8 8m12-16 8 8-8 8" className={styles.strokeInk} />
    </Art>
  );
}

function DriversArt({ className }: ArtProps) {
  return (
    <Art className={className}>
      <rect width="320" height="200" className={styles.sky} />
      <circle cx="256" cy="50" r="28" className={styles.accentSoft} />
      <path d="M0 150q60-40 130-10t190-10v70H0z" className={styles.soft} />
      <rect y="166" width="320" height="34" className={styles.navy} />
      <path d="M8 185h312" className={styles.strokePaper} />
      <rect x="36" y="88" width="150" height="62" rx="6" className={styles.card} />
      <rect x="36" y="126" width="150" height="8" className={styles.accent} />
      <rect x="48" y="100" width="56" height="8" rx="4" className={styles.soft} />
      <rect x="36" y="148" width="226" height="8" className={styles.ink} />
      <path d="M192 104h44l26 26v22h-70z" className={styles.mid} />
      <path d="M202 112h30l16 16h-46z" className={styles.soft} />
      <rect x="254" y="138" width="10" height="6" rx="2" className={styles.accent} />
      {[70, 104, 232].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="160" r="13" className={styles.ink} />
          <circle cx={cx} cy="160" r="5" className={styles.greyDark} />
        </g>
      ))}
    </Art>
  );
}

const WINDOW_ROWS = [52, 72, 92, 112, 132, 152];

function BusinessArt({ className }: ArtProps) {
  return (
    <Art className={className}>
      <Ground />
      <circle cx="70" cy="54" r="60" className={styles.soft} />
      <rect x="28" y="76" width="54" height="102" className={styles.navy} />
      <rect x="86" y="40" width="62" height="138" className={styles.ink} />
      <rect x="152" y="100" width="40" height="78" className={styles.mid} />
      {[96, 112, 128].map((x) =>
        WINDOW_ROWS.map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="10"
            height="12"
            className={(x + y) % 3 === 0 ? styles.accent : styles.greyDark}
          />
        )),
      )}
      {[38, 58].map((x) =>
        [88, 108, 128, 148].map((y) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="12" height="10" className={styles.soft} />
        )),
      )}
      <rect x="200" y="56" width="100" height="86" rx="10" className={styles.card} />
      <rect x="214" y="70" width="44" height="6" rx="3" className={styles.ink} />
      <rect x="214" y="108" width="12" height="22" className={styles.soft} />
      <rect x="232" y="96" width="12" height="34" className={styles.mid} />
      <rect x="250" y="84" width="12" height="46" className={styles.accent} />
      <rect x="268" y="100" width="12" height="30" className={styles.soft} />
      <path d="M232 150v-6a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v6" className={styles.strokeInk} />
      <rect x="214" y="150" width="60" height="36" rx="6" className={styles.accent} />
      <rect x="214" y="164" width="60" height="4" className={styles.accentDeep} />
      <rect x="239" y="160" width="10" height="10" rx="2" className={styles.ink} />
    </Art>
  );
}

const INDUSTRY_ART: Record<Industry, (props: ArtProps) => ReactNode> = {
  Healthcare: HealthcareArt,
  Construction: ConstructionArt,
  ItTech: TechArt,
  Drivers: DriversArt,
  Business: BusinessArt,
};

export function IndustryIllustration({
  industry,
  className,
}: {
  industry: Industry;
  className?: string;
}) {
  const Illustration = INDUSTRY_ART[industry];
  return <Illustration className={className} />;
}

// The home page hero: a candidate card matched to a job card.
export function MatchIllustration({ className }: ArtProps) {
  return (
    <svg
      viewBox="0 0 440 380"
      className={cx(styles.hero, className)}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="230" cy="190" r="170" className={styles.deep} />
      <circle cx="60" cy="300" r="10" className={styles.mid} />
      <circle cx="414" cy="176" r="7" className={styles.accent} />
      <circle cx="150" cy="24" r="5" className={styles.accent} />
      <path d="M186 170c0 40 40 20 64 56" className={styles.strokeDashedAccent} />
      <rect x="30" y="50" width="230" height="120" rx="16" className={styles.paper} />
      <circle cx="80" cy="98" r="26" className={styles.accent} />
      <circle cx="80" cy="91" r="9" className={styles.ink} />
      <path d="M64 115a16 14 0 0 1 32 0z" className={styles.ink} />
      <rect x="122" y="82" width="110" height="10" rx="5" className={styles.ink} />
      <rect x="122" y="100" width="76" height="8" rx="4" className={styles.greyDark} />
      <rect x="52" y="138" width="60" height="18" rx="9" className={styles.soft} />
      <rect x="120" y="138" width="72" height="18" rx="9" className={styles.accentSoft} />
      <rect x="180" y="226" width="230" height="120" rx="16" className={styles.paper} />
      <rect x="200" y="248" width="48" height="48" rx="12" className={styles.navy} />
      <rect x="212" y="262" width="24" height="18" rx="3" className={styles.strokeWhite} />
      <path d="M219 262v-4h10v4" className={styles.strokeWhite} />
      <rect x="264" y="252" width="116" height="10" rx="5" className={styles.ink} />
      <rect x="264" y="270" width="82" height="8" rx="4" className={styles.greyDark} />
      <rect x="200" y="312" width="88" height="20" rx="10" className={styles.accent} />
      <rect x="296" y="312" width="70" height="20" rx="10" className={styles.soft} />
      <circle cx="372" cy="62" r="34" className={styles.accent} />
      <path d="m356 62 11 11 21-22" className={styles.strokeCheck} />
    </svg>
  );
}
