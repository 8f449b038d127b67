import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { forwardRef } from 'react';

/** A chosen column, metric or filter: its label opens the editor; ✕ removes it. */
export const OptionPill = forwardRef<
  HTMLButtonElement,
  { label: string; kind: string; onRemove: () => void; onMoveUp?: () => void } & React.ComponentProps<'button'>
>(function OptionPill({ label, kind, onRemove, onMoveUp, ...buttonProps }, ref) {
  return (
    <Flex align="center" borderWidth="1px" borderRadius="md" bg="bg.muted" overflow="hidden">
      <IconButton size="2xs" variant="ghost" aria-label={`Remove ${kind} ${label}`} onClick={onRemove}>
        ✕
      </IconButton>
      <Button
        ref={ref}
        size="xs"
        variant="plain"
        flex="1"
        justifyContent="flex-start"
        title={label}
        aria-label={`Edit ${kind} ${label}`}
        {...buttonProps}
      >
        <Text truncate>{label}</Text>
      </Button>
      {onMoveUp ? (
        <IconButton size="2xs" variant="ghost" aria-label={`Move ${kind} ${label} up`} onClick={onMoveUp}>
          ↑
        </IconButton>
      ) : null}
    </Flex>
  );
});

/** The empty slot of a drop area: ghost text, and a click (or Enter) opens the editor. */
export const GhostButton = forwardRef<
  HTMLButtonElement,
  { text: string; highlighted: boolean } & React.ComponentProps<'button'>
>(function GhostButton({ text, highlighted, ...buttonProps }, ref) {
  return (
    <Button
      ref={ref}
      size="xs"
      variant="outline"
      borderStyle="dashed"
      color="fg.muted"
      w="full"
      justifyContent="flex-start"
      bg={highlighted ? 'blue.subtle' : undefined}
      {...buttonProps}
    >
      + {text}
    </Button>
  );
});
