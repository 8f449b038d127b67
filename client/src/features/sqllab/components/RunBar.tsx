import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { ROW_LIMITS } from '../state/queryTabs.ts';

export interface RunBarProps {
  readonly running: boolean;
  readonly canRun: boolean;
  readonly hasSelection: boolean;
  readonly limit: number;
  readonly onRun: () => void;
  readonly onStop: () => void;
  readonly onLimitChange: (limit: number) => void;
  readonly onSave: () => void;
  /** null: the user may not create datasets (no can_write on Dataset), so 'Save dataset' is not offered. */
  readonly onSaveDataset: (() => void) | null;
  /** Why Run is off (no database chosen, empty text). */
  readonly blockedReason: string | null;
}

/** The editor's toolbar: Run (the selection or the statement under the cursor), Stop, row limit, saves. */
export function RunBar(props: RunBarProps) {
  const { running, canRun, hasSelection, limit, blockedReason } = props;
  return (
    <HStack gap="2" flexWrap="wrap" flexShrink={0}>
      {running ? (
        <Button size="sm" colorPalette="red" onClick={props.onStop}>
          Stop
        </Button>
      ) : (
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!canRun}
          onClick={props.onRun}
          title="Ctrl+Enter / ⌘+Enter: the selection, else the statement under the cursor"
        >
          {hasSelection ? 'Run selection' : 'Run'}
        </Button>
      )}
      <HStack gap="1">
        <Text fontSize="sm" id="sqllab-limit-label">
          Limit
        </Text>
        <NativeSelect.Root size="sm" w="28">
          <NativeSelect.Field
            aria-labelledby="sqllab-limit-label"
            value={String(limit)}
            onChange={(event) => props.onLimitChange(Number(event.currentTarget.value))}
          >
            {ROW_LIMITS.map((value) => (
              <option key={value} value={value}>
                {value.toLocaleString('en-US')}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {blockedReason ? (
        <Text fontSize="sm" color="fg.muted">
          {blockedReason}
        </Text>
      ) : null}
      <Box flex="1" />
      <Button size="sm" variant="outline" disabled={!canRun} onClick={props.onSave}>
        Save
      </Button>
      {props.onSaveDataset ? (
        <Button size="sm" variant="outline" disabled={!canRun} onClick={props.onSaveDataset}>
          Save dataset
        </Button>
      ) : null}
    </HStack>
  );
}
