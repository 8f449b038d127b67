import { interpolateRgbBasis } from 'd3-interpolate';

/**
 * Superset's colour schemes by name: categorical ones for series and categories, sequential ones
 * for magnitudes (heatmaps, calendars, treemap depth). Saved charts carry these names in
 * `color_scheme` and `linear_color_scheme`; an unknown name falls back to the default scheme.
 */
export const CATEGORICAL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  supersetColors: [
    '#1FA8C9',
    '#454E7C',
    '#5AC189',
    '#FF7F44',
    '#666666',
    '#E04355',
    '#FCC700',
    '#A868B7',
    '#3CCCCB',
    '#A38F79',
    '#8FD3E4',
    '#A1A6BD',
    '#ACE1C4',
    '#FEC0A1',
    '#B2B2B2',
    '#EFA1AA',
    '#FDE380',
    '#D3B3DA',
    '#9EE5E5',
    '#D1C6BC',
  ],
  bnbColors: [
    '#ff5a5f',
    '#7b0051',
    '#007A87',
    '#00d1c1',
    '#8ce071',
    '#ffb400',
    '#b4a76c',
    '#ff8083',
    '#cc0086',
    '#00a1b3',
    '#00ffeb',
    '#bbedab',
    '#ffd266',
    '#cbc29a',
  ],
  d3Category10: [
    '#1f77b4',
    '#ff7f0e',
    '#2ca02c',
    '#d62728',
    '#9467bd',
    '#8c564b',
    '#e377c2',
    '#7f7f7f',
    '#bcbd22',
    '#17becf',
  ],
  googleCategory10c: [
    '#3366cc',
    '#dc3912',
    '#ff9900',
    '#109618',
    '#990099',
    '#0099c6',
    '#dd4477',
    '#66aa00',
    '#b82e2e',
    '#316395',
  ],
  echarts4Colors: [
    '#c23531',
    '#2f4554',
    '#61a0a8',
    '#d48265',
    '#91c7ae',
    '#749f83',
    '#ca8622',
    '#bda29a',
    '#6e7074',
    '#546570',
    '#c4ccd3',
  ],
  echarts5Colors: ['#5470C6', '#91CC75', '#FAC858', '#EE6666', '#73C0DE', '#3BA272', '#FC8452', '#9A60B4', '#EA7CCC'],
  lyftColors: [
    '#EA0B8C',
    '#6C838E',
    '#29BB89',
    '#E95A47',
    '#3C3CEB',
    '#FBA919',
    '#5ED0E1',
    '#AE0C7E',
    '#3F3F3F',
    '#76C9F6',
  ],
  tableau10: [
    '#4e79a7',
    '#f28e2c',
    '#e15759',
    '#76b7b2',
    '#59a14f',
    '#edc949',
    '#af7aa1',
    '#ff9da7',
    '#9c755f',
    '#bab0ab',
  ],
};

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';

/** Colour stops of the sequential schemes, low to high. */
export const SEQUENTIAL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  superset_seq_1: ['#E8F6FA', '#8FD3E4', '#1FA8C9', '#126277'],
  superset_seq_2: ['#EDEEF3', '#A1A6BD', '#454E7C', '#1F2337'],
  blue_white_yellow: ['#00d1c1', '#ffffff', '#ffb400'],
  fire: ['#ffffff', '#ffff00', '#ff0000', '#000000'],
  white_black: ['#ffffff', '#000000'],
  black_white: ['#000000', '#ffffff'],
  dark_blue: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'],
  pink_grey: ['#E70B81', '#FAFAFA', '#666666'],
  greens: ['#ffffcc', '#78c679', '#005a32'],
  purples: ['#f2f0f7', '#9e9ac8', '#54278f'],
  oranges: ['#fef0d9', '#fc8d59', '#b30000'],
  red_yellow_blue: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  brown_white_green: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  purple_white_green: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
  schemeBlues: ['#f7fbff', '#6baed6', '#08306b'],
  schemeGreens: ['#f7fcf5', '#74c476', '#00441b'],
  schemeOranges: ['#fff5eb', '#fd8d3c', '#7f2704'],
  schemeReds: ['#fff5f0', '#fb6a4a', '#67000d'],
  schemePurples: ['#fcfbfd', '#9e9ac8', '#3f007d'],
  schemeYlOrRd: ['#ffffcc', '#feb24c', '#f03b20', '#800026'],
  schemeRdYlGn: ['#a50026', '#fdae61', '#ffffbf', '#a6d96a', '#006837'],
};

export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export function categoricalScheme(name: unknown): readonly string[] {
  const scheme = typeof name === 'string' ? CATEGORICAL_SCHEMES[name] : undefined;
  return scheme ?? (CATEGORICAL_SCHEMES[DEFAULT_CATEGORICAL_SCHEME] as readonly string[]);
}

/** value in [0, 1] -> colour along the named sequential scheme. */
export function sequentialColor(name: unknown): (t: number) => string {
  const stops =
    (typeof name === 'string' ? SEQUENTIAL_SCHEMES[name] : undefined) ??
    (SEQUENTIAL_SCHEMES[DEFAULT_SEQUENTIAL_SCHEME] as readonly string[]);
  const interpolate = interpolateRgbBasis([...stops]);
  return (t) => interpolate(Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)));
}

export type LabelColors = Readonly<Record<string, string>>;

function asLabelColors(value: unknown): LabelColors {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Superset's label colours: `label_colors` (set on the dashboard or chart) win, then
 * `shared_label_colors` (what the dashboard assigned so a label looks the same on every chart),
 * then the scheme's colours in the order labels appear in this chart, skipping the colours
 * already forced on other labels so that two labels do not share one.
 */
export function labelColorFunction(formData: {
  readonly color_scheme?: unknown;
  readonly label_colors?: unknown;
  readonly shared_label_colors?: unknown;
}): (label: string) => string {
  const scheme = categoricalScheme(formData.color_scheme);
  const forced = { ...asLabelColors(formData.shared_label_colors), ...asLabelColors(formData.label_colors) };
  const taken = new Set(Object.values(forced).map((c) => c.toLowerCase()));
  const free = scheme.filter((c) => !taken.has(c.toLowerCase()));
  const palette = free.length ? free : scheme;
  const assigned = new Map<string, string>();
  return (label) => {
    const own = forced[label];
    if (own) return own;
    const known = assigned.get(label);
    if (known) return known;
    const color = palette[assigned.size % palette.length] as string;
    assigned.set(label, color);
    return color;
  };
}
