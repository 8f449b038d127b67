import { Box, Flex, Text } from '@chakra-ui/react';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { useMemo, useState } from 'react';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { type CountryFeature, WORLD } from './countries.ts';
import type { WorldMapCountry, WorldMapProps } from './transformProps.ts';

interface Hover {
  readonly country: WorldMapCountry | { readonly name: string; readonly value: null; readonly secondary: null };
  readonly x: number;
  readonly y: number;
}

/** Room under the map for the colour scale. */
const SCALE_HEIGHT = 28;

function MapPlot({ props, size }: { props: WorldMapProps; size: ChartSize }) {
  const [hover, setHover] = useState<Hover | null>(null);
  const mapHeight = Math.max(10, size.height - (props.scale ? SCALE_HEIGHT : 0));
  const path = useMemo(() => {
    const projection = geoNaturalEarth1().fitSize([size.width, mapHeight], WORLD);
    return geoPath(projection);
  }, [size.width, mapHeight]);
  const byId = useMemo(() => new Map(props.countries.map((c) => [c.id, c])), [props.countries]);
  const features = WORLD.features as CountryFeature[];
  const format = (v: number | null) => (v === null ? 'N/A' : formatValue(v, props.format));
  const bubbles = props.showBubbles
    ? features.flatMap((f) => {
        const country = byId.get(String(f.id));
        if (!country || country.radius <= 0) return [];
        const [x, y] = path.centroid(f);
        return Number.isFinite(x) && Number.isFinite(y) ? [{ country, x, y }] : [];
      })
    : [];
  // The largest bubbles first, so the small ones stay on top and reachable.
  bubbles.sort((a, b) => b.country.radius - a.country.radius);
  return (
    <Box position="relative" w={`${size.width}px`} h={`${size.height}px`} onMouseLeave={() => setHover(null)}>
      <svg width={size.width} height={mapHeight} role="presentation">
        {features.map((f, index) => {
          const country = byId.get(String(f.id));
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover shows the country's tooltip; the figure's data is also in the chart's results
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: a few map features have no id; their order is fixed
              key={`${f.id ?? 'x'}-${index}`}
              d={path(f) ?? ''}
              data-country={country?.name}
              fill={country && country.color !== 'transparent' ? country.color : 'var(--chakra-colors-bg-muted)'}
              stroke="var(--chakra-colors-bg-panel)"
              strokeWidth={0.5}
              onMouseMove={(event) => {
                const box = (event.currentTarget.ownerSVGElement as SVGSVGElement).getBoundingClientRect();
                setHover({
                  country: country ?? { name: f.properties.name, value: null, secondary: null },
                  x: event.clientX - box.left,
                  y: event.clientY - box.top,
                });
              }}
            />
          );
        })}
        {bubbles.map(({ country, x, y }) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: hover shows the country's tooltip
          <circle
            key={`bubble-${country.id}`}
            data-bubble={country.name}
            cx={x}
            cy={y}
            r={country.radius}
            fill={props.bubbleColor}
            fillOpacity={0.6}
            stroke={props.bubbleColor}
            strokeWidth={1}
            onMouseMove={(event) => {
              const box = (event.currentTarget.ownerSVGElement as SVGSVGElement).getBoundingClientRect();
              setHover({ country, x: event.clientX - box.left, y: event.clientY - box.top });
            }}
          />
        ))}
      </svg>
      {props.scale ? (
        <Flex
          align="center"
          gap="2"
          fontSize="xs"
          color="fg.muted"
          h={`${SCALE_HEIGHT}px`}
          px="2"
          aria-label="Colour scale"
        >
          <Text>{format(props.scale.min)}</Text>
          <Box
            w="160px"
            h="2.5"
            borderRadius="sm"
            style={{ background: `linear-gradient(to right, ${props.scale.colors.join(', ')})` }}
          />
          <Text>{format(props.scale.max)}</Text>
          <Text truncate>{props.metricLabel}</Text>
        </Flex>
      ) : null}
      {hover ? (
        <Box
          position="absolute"
          pointerEvents="none"
          left={`${Math.min(hover.x + 12, size.width - 200)}px`}
          top={`${Math.max(0, hover.y - 60)}px`}
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderRadius="md"
          px="2"
          py="1.5"
          fontSize="xs"
          boxShadow="md"
          role="tooltip"
        >
          <Text fontWeight="semibold">{hover.country.name}</Text>
          <Text>
            {props.metricLabel}: {format(hover.country.value)}
          </Text>
          {props.secondaryLabel ? (
            <Text>
              {props.secondaryLabel}: {format(hover.country.secondary)}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** Countries shaded by the metric on a Natural Earth projection fitted to the card, bubbles on top. */
export function WorldMapRenderer(props: WorldMapProps) {
  return <ChartFrame>{(size) => <MapPlot props={props} size={size} />}</ChartFrame>;
}
