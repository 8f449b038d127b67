import { useMemo } from 'react';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { layoutWords } from './layout.ts';
import type { WordCloudProps } from './transformProps.ts';

function Cloud({ props, size }: { props: WordCloudProps; size: ChartSize }) {
  const placed = useMemo(() => {
    // Shrink the whole cloud until most of the words fit, as a reader expects the big ones to be there.
    for (const scale of [1, 0.8, 0.65, 0.5, 0.4]) {
      const words = layoutWords(props.words, size.width, size.height, scale);
      if (words.length >= Math.min(props.words.length, Math.max(5, props.words.length * 0.8))) return words;
      if (scale === 0.4) return words;
    }
    return [];
  }, [props.words, size.width, size.height]);
  return (
    <svg width={size.width} height={size.height} role="presentation">
      {placed.map((word) => (
        <text
          key={word.text}
          x={word.x}
          y={word.y}
          fontSize={word.fontSize}
          fill={word.color}
          textAnchor="middle"
          dominantBaseline="central"
          transform={word.rotate ? `rotate(${word.rotate} ${word.x} ${word.y})` : undefined}
          fontWeight={600}
        >
          <title>{`${word.text}: ${word.value}`}</title>
          {word.text}
        </text>
      ))}
    </svg>
  );
}

export function Renderer(props: WordCloudProps) {
  return <ChartFrame>{(size) => <Cloud props={props} size={size} />}</ChartFrame>;
}
