import { linearTicks, niceDomain } from '../axisScale.ts';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { BoxPlotProps, BoxStats } from './transformProps.ts';

const textWidth = (text: string) => text.length * 6.5;

/**
 * Boxes drawn from the server's statistics. Nivo's box plot computes its own quartiles from raw
 * values, which would ignore the whisker option; this draws the same marks in SVG with Nivo's theme.
 */
function Plot({ props, size }: { props: BoxPlotProps; size: ChartSize }) {
  const theme = useNivoTheme();
  const textColor = String(theme.axis?.ticks?.text?.fill ?? '#27272a');
  const lineColor = String(theme.grid?.line?.stroke ?? '#e4e4e7');
  const format = (v: number) => formatValue(v, props.numberFormat);
  const values = props.boxes.flatMap((b) => [b.min, b.max, ...b.outliers]);
  const [lo, hi] = niceDomain(values);
  const ticks = linearTicks([lo, hi], 5);
  const left = Math.min(120, Math.max(...ticks.map((t) => textWidth(format(t))), 20) + 14);
  const longest = Math.max(...props.groups.map(textWidth), 10);
  const innerWidth = Math.max(10, size.width - left - 16);
  const slot = innerWidth / Math.max(1, props.groups.length);
  const rotate = props.tickRotation || (longest + 8 > slot ? -45 : 0);
  const bottom = rotate ? Math.min(110, longest * (rotate === -90 ? 1 : 0.75) + 16) : 28;
  const top = 10;
  const innerHeight = Math.max(10, size.height - top - bottom);
  const y = (v: number) => top + innerHeight - ((v - lo) / (hi - lo || 1)) * innerHeight;
  const every = Math.max(1, Math.ceil((props.groups.length * (rotate ? 16 : longest + 10)) / innerWidth));
  const perGroup = Math.max(1, props.metrics.length);
  const boxWidth = Math.max(3, Math.min(48, (slot * 0.7) / perGroup));
  const xOf = (box: BoxStats) => {
    const g = props.groups.indexOf(box.group);
    const m = Math.max(
      0,
      props.metrics.findIndex((item) => item.label === box.metric),
    );
    return left + g * slot + slot / 2 + (m - (perGroup - 1) / 2) * boxWidth * 1.15;
  };
  return (
    <svg width={size.width} height={size.height} role="presentation">
      <g>
        {ticks.map((t) => (
          <g key={t} transform={`translate(0, ${y(t)})`}>
            <line x1={left} x2={size.width - 16} stroke={lineColor} />
            <text x={left - 8} textAnchor="end" dominantBaseline="central" style={{ fontSize: 11 }} fill={textColor}>
              {format(t)}
            </text>
          </g>
        ))}
      </g>
      <g>
        {props.groups.map((group, i) =>
          i % every === 0 ? (
            <text
              key={group}
              transform={`translate(${left + i * slot + slot / 2}, ${top + innerHeight + 14})${rotate ? ` rotate(${rotate})` : ''}`}
              textAnchor={rotate ? 'end' : 'middle'}
              dominantBaseline="central"
              style={{ fontSize: 11 }}
              fill={textColor}
            >
              {group}
            </text>
          ) : null,
        )}
      </g>
      {props.boxes.map((box) => {
        const cx = xOf(box);
        const half = boxWidth / 2;
        return (
          <g key={`${box.group}\u0000${box.metric}`} data-box={box.group}>
            <title>
              {`${box.group} · ${box.metric}\nmax ${format(box.max)}\nQ3 ${format(box.q3)}\nmedian ${format(box.median)}\nQ1 ${format(box.q1)}\nmin ${format(box.min)}${box.mean === null ? '' : `\nmean ${format(box.mean)}`}${box.count === null ? '' : `\ncount ${box.count}`}`}
            </title>
            <line x1={cx} x2={cx} y1={y(box.max)} y2={y(box.q3)} stroke={box.color} strokeWidth={1.5} />
            <line x1={cx} x2={cx} y1={y(box.q1)} y2={y(box.min)} stroke={box.color} strokeWidth={1.5} />
            <line
              x1={cx - half / 2}
              x2={cx + half / 2}
              y1={y(box.max)}
              y2={y(box.max)}
              stroke={box.color}
              strokeWidth={1.5}
            />
            <line
              x1={cx - half / 2}
              x2={cx + half / 2}
              y1={y(box.min)}
              y2={y(box.min)}
              stroke={box.color}
              strokeWidth={1.5}
            />
            <rect
              x={cx - half}
              y={y(box.q3)}
              width={boxWidth}
              height={Math.max(1, y(box.q1) - y(box.q3))}
              fill={box.color}
              fillOpacity={0.35}
              stroke={box.color}
              strokeWidth={1.5}
            />
            <line
              x1={cx - half}
              x2={cx + half}
              y1={y(box.median)}
              y2={y(box.median)}
              stroke={box.color}
              strokeWidth={2.5}
            />
            {box.outliers.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: outliers may repeat a value
              <circle key={i} cx={cx} cy={y(v)} r={2.5} fill="none" stroke={box.color} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

export function Renderer(props: BoxPlotProps) {
  const legend = props.legend
    ? { items: props.metrics.map((m) => ({ id: m.id, label: m.label, color: m.color })), options: props.legend }
    : undefined;
  return <ChartFrame legend={legend}>{(size) => <Plot props={props} size={size} />}</ChartFrame>;
}
