import type { PlanCheckpoint } from '@mx/contract';
import { BUREAUS, type Bureau } from '@mx/contract/plan-texts';
import { useEffect, useRef, useState } from 'react';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { type Point, type Recorder, scoreRows, seriesOf } from './score-series.ts';

export interface ScoreChartProps {
  startingScores: Record<Bureau, number | null>;
  /** The day the starting scores were read; without one they stand at `startFallback`. */
  scoresReadOn: string | null;
  startFallback: string;
  checkpoints: readonly PlanCheckpoint[];
  targetScore: number | null;
  /** What the table says under a reading's day about who recorded it, in the reader's words ('Recorded by you'). */
  recordedByText: Record<Recorder, string>;
}

/** Each bureau's colour and marker: told apart by shape as well as colour. */
const SERIES: Record<Bureau, { color: string; marker: 'circle' | 'square' | 'diamond' }> = {
  equifax: { color: '#1d4ed8', marker: 'circle' },
  experian: { color: '#7e22ce', marker: 'square' },
  transunion: { color: '#b45309', marker: 'diamond' },
};
const TARGET_COLOR = '#15803d';

/**
 * The scores of each bureau over time against the target, drawn as SVG (no chart library), and the
 * same figures as a table. The drawing is one image with a label; the table is what screen readers read.
 */
export function ScoreChart(props: ScoreChartProps) {
  const t = useT();
  const series = seriesOf(props);
  const hasPoints = BUREAUS.some(({ code }) => series[code].length > 0);
  return (
    <div className="space-y-4">
      {hasPoints ? <ChartDrawing series={series} target={props.targetScore} /> : null}
      {hasPoints ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {BUREAUS.map(({ code, label }) => (
            <li key={code} className="inline-flex items-center gap-1.5">
              <svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true">
                <Marker shape={SERIES[code].marker} color={SERIES[code].color} x={0} y={0} />
              </svg>
              {label}
            </li>
          ))}
          {props.targetScore !== null ? (
            <li className="inline-flex items-center gap-1.5">
              <svg width="18" height="6" aria-hidden="true">
                <line x1="0" y1="3" x2="18" y2="3" stroke={TARGET_COLOR} strokeWidth="2" strokeDasharray="4 3" />
              </svg>
              {t('plans.page.target', { score: props.targetScore })}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('plans.page.chartEmpty')}</p>
      )}
      {hasPoints ? <ScoreTable series={series} props={props} /> : null}
    </div>
  );
}

const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 44 };

function ChartDrawing({ series, target }: { series: Record<Bureau, Point[]>; target: number | null }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.floor(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const all = BUREAUS.flatMap(({ code }) => series[code]);
  const scores = [...all.map((p) => p.score), ...(target === null ? [] : [target])];
  const lo = Math.max(300, Math.floor((Math.min(...scores) - 20) / 10) * 10);
  const hi = Math.min(850, Math.ceil((Math.max(...scores) + 20) / 10) * 10);
  const days = [...new Set(all.map((p) => p.day))].sort();
  const first = Date.parse(`${days[0]}T00:00:00Z`);
  const last = Date.parse(`${days[days.length - 1]}T00:00:00Z`);
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (day: string) =>
    last === first ? MARGIN.left + plotW / 2 : MARGIN.left + ((Date.parse(`${day}T00:00:00Z`) - first) / (last - first)) * plotW;
  const y = (score: number) => MARGIN.top + (1 - (score - lo) / Math.max(1, hi - lo)) * plotH;
  const ticks = [0, 1, 2, 3, 4].map((i) => Math.round((lo + ((hi - lo) * i) / 4) / 5) * 5);
  const dayLabels = days.length <= 1 ? days : [days[0] as string, days[days.length - 1] as string];

  return (
    <div ref={box} className="w-full">
      <svg
        role="img"
        aria-label={target === null ? t('plans.page.chartLabel') : t('plans.page.chartLabelTarget', { target })}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full text-slate-600"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={MARGIN.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize="12" fill="#475569">
              {t}
            </text>
          </g>
        ))}
        {dayLabels.map((day, i) => (
          <text
            key={day}
            x={x(day)}
            y={HEIGHT - 10}
            textAnchor={dayLabels.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
            fontSize="12"
            fill="#475569"
          >
            {formatDay(day)}
          </text>
        ))}
        {target !== null ? (
          <g>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(target)}
              y2={y(target)}
              stroke={TARGET_COLOR}
              strokeWidth="2"
              strokeDasharray="6 4"
            />
            <text x={width - MARGIN.right} y={y(target) - 6} textAnchor="end" fontSize="12" fill={TARGET_COLOR} fontWeight="600">
              {t('plans.page.target', { score: target })}
            </text>
          </g>
        ) : null}
        {BUREAUS.map(({ code }) => {
          const points = series[code];
          const { color, marker } = SERIES[code];
          return (
            <g key={code}>
              {points.length > 1 ? (
                <polyline
                  fill="none"
                  stroke={color}
                  strokeWidth="2"
                  points={points.map((p) => `${x(p.day)},${y(p.score)}`).join(' ')}
                />
              ) : null}
              {points.map((p) => (
                <Marker key={`${p.day}-${p.order}-${p.score}`} shape={marker} color={color} x={x(p.day)} y={y(p.score)} />
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

function Marker({ shape, color, x, y }: { shape: 'circle' | 'square' | 'diamond'; color: string; x: number; y: number }) {
  if (shape === 'circle') return <circle cx={x} cy={y} r="5" fill={color} stroke="white" strokeWidth="1.5" />;
  if (shape === 'square')
    return <rect x={x - 4.5} y={y - 4.5} width="9" height="9" fill={color} stroke="white" strokeWidth="1.5" />;
  return (
    <rect
      x={x - 4.5}
      y={y - 4.5}
      width="9"
      height="9"
      fill={color}
      stroke="white"
      strokeWidth="1.5"
      transform={`rotate(45 ${x} ${y})`}
    />
  );
}

/**
 * The chart's figures: a row per day read and per who recorded the readings (the starting scores
 * first), a column per bureau; each row's heading says whose readings it holds.
 */
function ScoreTable({ series, props }: { series: Record<Bureau, Point[]>; props: ScoreChartProps }) {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-0 text-left text-xs sm:text-sm">
        <caption className="mb-2 text-left font-medium text-slate-800">
          {props.targetScore === null
            ? t('plans.page.tableCaption')
            : t('plans.page.tableCaptionTarget', { target: props.targetScore })}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('plans.page.dayRead')}
            </th>
            {BUREAUS.map(({ code, label }) => (
              <th key={code} scope="col" className="px-1.5 py-2 text-right font-semibold wrap-normal sm:px-2">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scoreRows(series).map((row) => (
            <tr key={`${row.source}-${row.day}`} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                {formatDay(row.day)}
                <span className="block text-xs text-slate-600">
                  {row.source === 'start' ? t('plans.page.starting') : props.recordedByText[row.source]}
                </span>
              </th>
              {BUREAUS.map(({ code }) => (
                <td key={code} className="px-1.5 py-2 text-right tabular-nums text-slate-900 sm:px-2">
                  {row.cells[code].length ? row.cells[code].join(', ') : t('plans.page.none')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
