import { Box, Checkbox, Field, Fieldset, Input, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { groupPermissions, type PermissionOption } from '../permissionGroups.ts';

export interface PermissionPickerProps {
  readonly catalogue: readonly PermissionOption[];
  readonly selected: ReadonlySet<string>;
  readonly onChange: (next: ReadonlySet<string>) => void;
}

/** Every permission a role can grant, grouped by resource, searchable; a resource's box toggles all of it. */
export function PermissionPicker({ catalogue, selected, onChange }: PermissionPickerProps) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupPermissions(catalogue, search), [catalogue, search]);
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Search permissions</Field.Label>
        <Input
          type="search"
          placeholder="e.g. Chart or can_write"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Field.Root>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {selected.size} selected
      </Text>
      <Box maxH="72" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
        <Stack gap="3">
          {groups.length === 0 ? <Text color="fg.muted">No permission matches the search.</Text> : null}
          {groups.map((group) => {
            const ids = group.permissions.map((p) => p.id);
            const count = ids.filter((id) => selected.has(id)).length;
            return (
              <Fieldset.Root key={group.resource}>
                <Checkbox.Root
                  size="sm"
                  checked={count === ids.length ? true : count > 0 ? 'indeterminate' : false}
                  onCheckedChange={(d) => toggle(ids, d.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="semibold">{group.resource}</Checkbox.Label>
                </Checkbox.Root>
                <Wrap gap="3" ps="6">
                  {group.permissions.map((p) => (
                    <Checkbox.Root
                      key={p.id}
                      size="sm"
                      checked={selected.has(p.id)}
                      onCheckedChange={(d) => toggle([p.id], d.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      {/* Read out with its resource: "can_write on Chart". */}
                      <Checkbox.Label>
                        {p.name}
                        <VisuallyHidden> on {group.resource}</VisuallyHidden>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </Fieldset.Root>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
