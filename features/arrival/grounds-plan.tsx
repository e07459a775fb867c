import { fallbackLang } from '@/lib/i18n/fallback';
import type { ArrivalWords } from './arrival-words';
import type { GroundsPlace, Walk } from './arrival-content';

interface GroundsPlanProps {
  /** The id of the block holding the plan: its heading, `${id}-title`, names the drawing. */
  readonly id: string;
  readonly places: Readonly<Record<GroundsPlace, string>>;
  readonly walks: readonly Walk[];
  readonly words: Pick<ArrivalWords, 'places' | 'walkingTimes'>;
}

/** Where each place's name sits on the drawing (viewBox 400 × 240), beside its shape. */
const labels: Readonly<Record<GroundsPlace, { x: number; y: number; anchor: 'start' | 'middle' | 'end' }>> = {
  parking: { x: 60, y: 228, anchor: 'middle' },
  reception: { x: 150, y: 200, anchor: 'middle' },
  chalets: { x: 70, y: 24, anchor: 'middle' },
  restaurant: { x: 208, y: 132, anchor: 'middle' },
  pond: { x: 262, y: 210, anchor: 'middle' },
  cabins: { x: 394, y: 24, anchor: 'end' },
  fitnessTrail: { x: 392, y: 120, anchor: 'end' },
};

/**
 * The plan of the grounds: a drawing of the places (not to scale) with the owner's names, and, as its
 * text alternative, the list of the places and the walking times between them, which a screen reader
 * and a search engine read instead of the picture (the drawing is described by the list).
 */
export function GroundsPlan({ id, places, walks, words }: GroundsPlanProps) {
  const listId = `${id}-list`;
  return (
    <div className="grounds-plan grid gap-4 sm:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr] print:gap-3">
      <svg
        viewBox="0 0 400 240"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={listId}
        className="h-auto w-full rounded-card border border-sand-300 bg-forest-100 text-lake-900 print:max-h-[5.4cm]"
      >
        {/* The names are drawn in currentColor (lake-900 on the pale green, each with a light halo): the contrast checks read the text's colour from CSS. */}
        {/* Paths between the places. */}
        <path
          d="M60 205 L150 180 L205 110 L270 160 M150 180 L70 60 M205 110 L330 60"
          fill="none"
          stroke="#c9b48f"
          strokeWidth="6"
          strokeLinecap="round"
        />
        {/* The fitness trail, a loop round the east of the grounds. */}
        <path
          d="M335 200 C372 205 395 170 380 120 C368 80 385 60 360 40"
          fill="none"
          stroke="#b4532a"
          strokeWidth="2.5"
          strokeDasharray="6 5"
        />
        {/* Parking. */}
        <rect x="25" y="190" width="70" height="26" rx="3" fill="#e2d5bb" stroke="#4a5753" />
        <text x="60" y="208" textAnchor="middle" fontSize="16" fontWeight="700" fill="currentColor">
          P
        </text>
        {/* Reception. */}
        <rect x="135" y="165" width="30" height="22" fill="#f3ede1" stroke="#1d4e5c" strokeWidth="1.5" />
        <path d="M131 167 L150 152 L169 167 Z" fill="#8f3f1f" />
        {/* Chalets. */}
        {[40, 80].map((x) => (
          <g key={x}>
            <rect x={x} y="48" width="26" height="20" fill="#f3ede1" stroke="#1d4e5c" strokeWidth="1.5" />
            <path d={`M${x - 4} 50 L${x + 13} 36 L${x + 30} 50 Z`} fill="#8f3f1f" />
          </g>
        ))}
        {/* Restaurant. */}
        <rect x="185" y="92" width="44" height="24" fill="#f3ede1" stroke="#1d4e5c" strokeWidth="1.5" />
        <path d="M181 94 L207 76 L233 94 Z" fill="#8f3f1f" />
        {/* Pond. */}
        <ellipse cx="275" cy="165" rx="55" ry="26" fill="#7fb3bb" stroke="#1d4e5c" strokeWidth="1.5" />
        {/* Trees and the two cabins in them. */}
        {[
          [305, 58],
          [350, 66],
        ].map(([x, y]) => (
          <g key={x}>
            <circle cx={x} cy={y} r="18" fill="#5f8f5a" />
            <rect x={(x ?? 0) - 8} y={(y ?? 0) - 10} width="16" height="12" fill="#f3ede1" stroke="#1f3a2b" strokeWidth="1.5" />
          </g>
        ))}
        {(Object.keys(labels) as GroundsPlace[]).map((place) => (
          <text
            key={place}
            x={labels[place].x}
            y={labels[place].y}
            textAnchor={labels[place].anchor}
            fontSize="12"
            fontWeight="600"
            fill="currentColor"
            stroke="#faf7f1"
            strokeWidth="3"
            paintOrder="stroke"
            lang={fallbackLang(places[place])}
          >
            {places[place]}
          </text>
        ))}
      </svg>
      <div id={listId}>
        <h3 className="font-semibold text-lake-900">{words.places}</h3>
        <ul className="mt-1 flex flex-wrap gap-x-4">
          {(Object.keys(labels) as GroundsPlace[]).map((place) => (
            <li key={place} lang={fallbackLang(places[place])}>
              {places[place]}
            </li>
          ))}
        </ul>
        {/* Until the owner gives a walking time, no heading over nothing (the owner's build showed « Temps de marche » alone). */}
        {walks.length > 0 ? (
          <>
            <h3 className="mt-2 font-semibold text-lake-900">{words.walkingTimes}</h3>
            <ul className="mt-1 space-y-0.5">
              {walks.map((walk) => (
                <li key={`${walk.from}-${walk.to}`}>
                  <span lang={fallbackLang(walk.from)}>{walk.from}</span> → <span lang={fallbackLang(walk.to)}>{walk.to}</span>, {walk.time}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
