import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import type { DatasetDraft, DraftErrors } from '../state/datasetDraft.ts';
import { OwnersField } from './OwnersField.tsx';

export interface SettingsFormProps {
  readonly draft: DatasetDraft;
  readonly errors: DraftErrors;
  readonly virtual: boolean;
  readonly readOnly: boolean;
  readonly onChange: (patch: Partial<DatasetDraft>) => void;
}

/** Description, default datetime column, cache timeout, the SQL of a virtual dataset, and owners. */
export function SettingsForm({ draft, errors, virtual, readOnly, onChange }: SettingsFormProps) {
  const temporal = draft.columns.filter((column) => column.isDttm && column.columnName.trim());
  const choices = temporal.map((column) => column.columnName.trim());
  if (draft.mainDttmCol && !choices.includes(draft.mainDttmCol)) choices.push(draft.mainDttmCol);
  return (
    <Stack gap="4" maxW="3xl" py="2">
      <Field.Root disabled={readOnly}>
        <Field.Label>Description</Field.Label>
        <Textarea
          rows={3}
          value={draft.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root disabled={readOnly} invalid={Boolean(errors.mainDttmCol)}>
        <Field.Label>Default datetime column</Field.Label>
        <NativeSelect.Root size="sm" maxW="sm">
          <NativeSelect.Field
            value={draft.mainDttmCol}
            onChange={(event) => onChange({ mainDttmCol: event.currentTarget.value })}
          >
            <option value="">None</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Only columns marked temporal are offered.</Field.HelperText>
        <Field.ErrorText>{errors.mainDttmCol}</Field.ErrorText>
      </Field.Root>
      <Field.Root disabled={readOnly} invalid={Boolean(errors.cacheTimeout)} maxW="sm">
        <Field.Label>Cache timeout (seconds)</Field.Label>
        <Input
          size="sm"
          inputMode="numeric"
          value={draft.cacheTimeout}
          onChange={(event) => onChange({ cacheTimeout: event.currentTarget.value })}
        />
        <Field.HelperText>Empty: the database's cache timeout applies.</Field.HelperText>
        <Field.ErrorText>{errors.cacheTimeout}</Field.ErrorText>
      </Field.Root>
      {virtual ? (
        <Field.Root disabled={readOnly} invalid={Boolean(errors.sql)} required>
          <Field.Label>SQL</Field.Label>
          <Textarea
            rows={8}
            fontFamily="mono"
            value={draft.sql}
            onChange={(event) => onChange({ sql: event.currentTarget.value })}
          />
          <Field.ErrorText>{errors.sql}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <OwnersField owners={draft.owners} readOnly={readOnly} onChange={(owners) => onChange({ owners })} />
    </Stack>
  );
}
