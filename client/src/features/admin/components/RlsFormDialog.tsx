import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { refusalMessage } from '../adminListOptions.ts';
import type { RlsFormDialog_rule$data, RlsFormDialog_rule$key } from './__generated__/RlsFormDialog_rule.graphql.ts';
import type {
  RlsFormDialogCreateMutation,
  RowLevelSecurityFilterType,
} from './__generated__/RlsFormDialogCreateMutation.graphql.ts';
import type { RlsFormDialogUpdateMutation } from './__generated__/RlsFormDialogUpdateMutation.graphql.ts';
import { type RlsOption, RlsOptionPicker } from './RlsOptionPicker.tsx';

export interface RlsFormDialogProps {
  readonly open: boolean;
  /** The rule edited; null adds one. */
  readonly rule: RlsFormDialog_rule$key | null;
  readonly onClose: () => void;
  /** Called once a new rule is stored (the list reloads). */
  readonly onCreated: () => void;
}

/** Add or edit a row level security rule. */
export function RlsFormDialog({ open, rule, onClose, onCreated }: RlsFormDialogProps) {
  const data = useFragment(
    graphql`
      fragment RlsFormDialog_rule on RowLevelSecurityRule {
        id
        name
        description
        filterType
        groupKey
        clause
        tables {
          datasetId
          schema
          tableName
        }
        roles {
          roleId
          name
        }
      }
    `,
    rule,
  );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <RlsForm key={data?.id ?? 'new'} rule={data ?? null} onClose={onClose} onCreated={onCreated} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RlsForm({
  rule,
  onClose,
  onCreated,
}: {
  rule: RlsFormDialog_rule$data | null;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState(rule?.name ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const [filterType, setFilterType] = useState<RowLevelSecurityFilterType>(rule?.filterType ?? 'Regular');
  const [tables, setTables] = useState<RlsOption[]>(
    (rule?.tables ?? []).map((t) => ({
      value: t.datasetId,
      text: t.schema ? `${t.schema}.${t.tableName}` : t.tableName,
    })),
  );
  const [roles, setRoles] = useState<RlsOption[]>((rule?.roles ?? []).map((r) => ({ value: r.roleId, text: r.name })));
  const [groupKey, setGroupKey] = useState(rule?.groupKey ?? '');
  const [clause, setClause] = useState(rule?.clause ?? '');
  const [error, setError] = useState<string | undefined>();
  // A message about what was missing or refused goes once the user changes the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the trigger, not read
  useEffect(() => setError(undefined), [name, filterType, tables, roles, groupKey, clause]);
  const [create, creating] = useMutation<RlsFormDialogCreateMutation>(graphql`
    mutation RlsFormDialogCreateMutation($input: RowLevelSecurityRuleInput!) {
      createRowLevelSecurityRule(input: $input) {
        __typename
        ... on RowLevelSecurityRulePayload {
          rule {
            id
            ...RlsRow_rule
            ...RlsFormDialog_rule
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [update, updating] = useMutation<RlsFormDialogUpdateMutation>(graphql`
    mutation RlsFormDialogUpdateMutation($id: ID!, $input: RowLevelSecurityRuleInput!) {
      updateRowLevelSecurityRule(id: $id, input: $input) {
        __typename
        ... on RowLevelSecurityRulePayload {
          rule {
            id
            ...RlsRow_rule
            ...RlsFormDialog_rule
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const title = rule ? `Edit ${rule.name}` : 'Add rule';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = [
      !name.trim() && 'a name',
      tables.length === 0 && 'at least one dataset',
      !clause.trim() && 'a clause',
    ].filter(Boolean);
    if (missing.length) {
      setError(`The rule needs ${missing.join(', ')}.`);
      return;
    }
    setError(undefined);
    const input = {
      name: name.trim(),
      description: description.trim() || null,
      filterType,
      tableIds: tables.map((t) => t.value),
      roleIds: roles.map((r) => r.value),
      groupKey: groupKey.trim() || null,
      clause: clause.trim(),
    };
    const done = (result: { __typename: string; message?: string; fieldErrors?: unknown }) => {
      if (result.__typename !== 'RowLevelSecurityRulePayload') {
        setError(refusalMessage(result));
        return;
      }
      toastSuccess(`Rule saved: ${input.name}`);
      if (!rule) onCreated();
      onClose();
    };
    if (rule) {
      update({
        variables: { id: rule.id, input },
        onCompleted: (r) => done(r.updateRowLevelSecurityRule as never),
        onError: (e) => setError(e.message),
      });
    } else {
      create({
        variables: { input },
        onCompleted: (r) => done(r.createRowLevelSecurityRule as never),
        onError: (e) => setError(e.message),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Filter type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filterType}
                onChange={(e) => setFilterType(e.currentTarget.value as RowLevelSecurityFilterType)}
              >
                <option value="Regular">Regular</option>
                <option value="Base">Base</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {filterType === 'Base' ? 'Applies to everyone except the roles below.' : 'Applies to the roles below.'}
            </Field.HelperText>
          </Field.Root>
          <RlsOptionPicker field="TABLES" label="Datasets" selected={tables} onChange={setTables} />
          <RlsOptionPicker field="ROLES" label="Roles" selected={roles} onChange={setRoles} />
          <Field.Root>
            <Field.Label>Group key</Field.Label>
            <Input value={groupKey} placeholder="e.g. region" onChange={(e) => setGroupKey(e.currentTarget.value)} />
            <Field.HelperText>Rules with the same group key are ORed; different keys are ANDed.</Field.HelperText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>Clause</Field.Label>
            <Textarea
              value={clause}
              fontFamily="mono"
              placeholder="region = 'north'"
              onChange={(e) => setClause(e.currentTarget.value)}
            />
            <Field.HelperText>A SQL condition added to the WHERE of every query of the datasets.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          </Field.Root>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={creating || updating}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={creating || updating} loadingText="Saving…">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
