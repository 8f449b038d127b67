import { Box, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  RlsOptionPickerQuery,
  RowLevelSecurityRelatedField,
} from './__generated__/RlsOptionPickerQuery.graphql.ts';

export interface RlsOption {
  readonly value: number;
  readonly text: string;
}

export interface RlsOptionPickerProps {
  readonly field: RowLevelSecurityRelatedField;
  /** The field's label: "Datasets" or "Roles". */
  readonly label: string;
  readonly selected: readonly RlsOption[];
  readonly onChange: (next: RlsOption[]) => void;
}

const optionsQuery = graphql`
  query RlsOptionPickerQuery($field: RowLevelSecurityRelatedField!, $search: String) {
    rowLevelSecurityOptions(field: $field, search: $search) {
      value
      text
    }
  }
`;

/** Datasets or roles a rule names: the chosen ones first, then the matches of the search (up to 100). */
export function RlsOptionPicker({ field, label, selected, onChange }: RlsOptionPickerProps) {
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<readonly RlsOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // A short pause so that typing does not send one request per key.
    const timer = setTimeout(() => {
      const subscription = fetchQuery<RlsOptionPickerQuery>(environment, optionsQuery, {
        field,
        search: search.trim() || null,
      }).subscribe({
        next: (data) => {
          setFound(data.rowLevelSecurityOptions);
          setError(null);
        },
        error: (e: Error) => setError(e.message),
      });
      cleanup = () => subscription.unsubscribe();
    }, 200);
    let cleanup = () => clearTimeout(timer);
    return () => cleanup();
  }, [environment, field, search]);
  const chosen = new Set(selected.map((o) => o.value));
  const shown = [...selected, ...(found ?? []).filter((o) => !chosen.has(o.value))];
  const toggle = (option: RlsOption, on: boolean) =>
    onChange(on ? [...selected, option] : selected.filter((o) => o.value !== option.value));
  return (
    <Stack gap="1">
      <Field.Root>
        <Field.Label>
          {label} ({selected.length} selected)
        </Field.Label>
        <Input
          type="search"
          size="sm"
          placeholder={`Search ${label.toLowerCase()}`}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Field.Root>
      <Box maxH="40" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" role="group" aria-label={label}>
        <Stack gap="1">
          {error ? <Text color="fg.error">{error}</Text> : null}
          {found === null && !error ? <Text color="fg.muted">Loading…</Text> : null}
          {found !== null && shown.length === 0 ? <Text color="fg.muted">Nothing matches the search.</Text> : null}
          {shown.map((option) => (
            <Checkbox.Root
              key={option.value}
              size="sm"
              checked={chosen.has(option.value)}
              onCheckedChange={(d) => toggle(option, d.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.text}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
