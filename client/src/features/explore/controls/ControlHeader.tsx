import { Flex, Text } from '@chakra-ui/react';

/** Error text that keeps WCAG AA contrast on the panel in both themes (Chakra's fg.error is 3.8:1 on white). */
export const ERROR_TEXT = { base: 'red.700', _dark: 'red.300' } as const;

// Drawn as SVG: the symbol fonts of a fresh machine lack the info and bolt glyphs.
function InfoIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
      <circle cx="8" cy="4.75" r="1" fill="currentColor" />
    </svg>
  );
}

export function BoltIcon() {
  // Inline: it sits in a line of text (the global reset makes SVGs blocks).
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'inline-block', verticalAlign: '-1px' }}
    >
      <path d="M9 1 3 9h4l-1 6 6-8H8l1-6z" fill="currentColor" />
    </svg>
  );
}

export interface ControlHeaderProps {
  readonly label: string;
  readonly htmlFor?: string;
  readonly description?: string;
  readonly renderTrigger?: boolean;
  readonly warning?: string;
  readonly danger?: string;
  readonly validationErrors: readonly string[];
}

/**
 * A control's label with its icons: validation errors (joined in the tooltip), warning, danger,
 * the description, and the bolt of controls that redraw without a new query.
 */
export function ControlHeader({
  label,
  htmlFor,
  description,
  renderTrigger,
  warning,
  danger,
  validationErrors,
}: ControlHeaderProps) {
  return (
    <Flex align="center" gap="1" fontSize="sm" mb="1">
      <Text asChild fontWeight="medium" color={validationErrors.length ? ERROR_TEXT : undefined}>
        <label htmlFor={htmlFor}>{label}</label>
      </Text>
      {validationErrors.length ? (
        <Text
          as="span"
          color={ERROR_TEXT}
          title={validationErrors.join(' ')}
          aria-label={`${label}: ${validationErrors.join(' ')}`}
          role="img"
        >
          ⚠
        </Text>
      ) : null}
      {warning ? (
        <Text as="span" color="orange.fg" title={warning} aria-label={`Warning: ${warning}`} role="img">
          ⚠
        </Text>
      ) : null}
      {danger ? (
        <Text as="span" color={ERROR_TEXT} title={danger} aria-label={`Danger: ${danger}`} role="img">
          ⛔
        </Text>
      ) : null}
      {description ? (
        <Text
          as="span"
          color="fg.muted"
          title={description}
          aria-label={`About ${label}: ${description}`}
          role="img"
          cursor="help"
        >
          <InfoIcon />
        </Text>
      ) : null}
      {renderTrigger ? (
        <Text
          as="span"
          color="fg.muted"
          title="Changing this control takes effect instantly"
          aria-label="Changing this control takes effect instantly"
          role="img"
        >
          <BoltIcon />
        </Text>
      ) : null}
    </Flex>
  );
}
